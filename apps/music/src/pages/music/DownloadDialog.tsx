import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase, limitMessage, type Song } from '@pitwall/backend';
// Its own entry point: the download's zod schema stays out of the backend every page loads.
import { musicDownloadInputSchema, requestMusicDownload, type MusicDownloadInput } from '@pitwall/backend/music/download';
import { Button, toast } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';

const Sent = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  text-align: center;
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
  }
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

export interface DownloadDialogProps {
  song: Song;
  onClose(): void;
}

/** Asks for nombre, email and (optionally) empresa, and e-mails the song's links. Closing forgets the form. */
export default function DownloadDialog({ song, onClose }: DownloadDialogProps) {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MusicDownloadInput>({ resolver: zodResolver(musicDownloadInputSchema), defaultValues: { nombre: '', email: '', empresa: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await requestMusicDownload(getSupabase(), values, song);
      setSent(true);
      toast.success('¡Perfecto! Revisa tu email para el enlace de descarga');
    } catch (error) {
      console.error(error);
      toast.error((await limitMessage(error)) ?? 'Error al procesar la solicitud. Inténtalo de nuevo.');
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Descargar «${song.title}»`}
      description={sent ? undefined : 'Te enviaremos por email el enlace para escuchar y descargar la canción.'}
    >
      {sent ? (
        <Sent role="status">
          <CheckCircle2 size={40} aria-hidden="true" />
          <h3>Enlace Enviado</h3>
          <p>Revisa tu bandeja de entrada (y la carpeta de spam).</p>
          <Button onClick={onClose}>Cerrar</Button>
        </Sent>
      ) : (
        <FormStack noValidate onSubmit={submit} aria-label="Solicitar descarga">
          <Field label="Nombre *" error={errors.nombre?.message}>
            {(ids) => <Input {...ids} autoComplete="name" {...register('nombre')} />}
          </Field>
          <Field label="Email *" error={errors.email?.message}>
            {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
          </Field>
          <Field label="Empresa (opcional)" error={errors.empresa?.message}>
            {(ids) => <Input {...ids} autoComplete="organization" {...register('empresa')} />}
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
          </Button>
        </FormStack>
      )}
    </Dialog>
  );
}
