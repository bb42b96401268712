import { Button, toast } from '@pitwall/ui';
import { Share2 } from 'lucide-react';

export interface ShareButtonProps {
  title: string;
  text?: string | null;
}

/** The device's share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ title, text }: ShareButtonProps) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.error('[blog] share failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Enlace copiado');
    } catch (error) {
      console.error('[blog] copy failed', error);
      toast.error('No se pudo copiar el enlace');
    }
  };

  return (
    <Button variant="secondary" size="small" onClick={() => void share()}>
      <Share2 size={16} aria-hidden="true" />
      Compartir
    </Button>
  );
}
