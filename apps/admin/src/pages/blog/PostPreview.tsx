import type { BlogPostFormInput } from '@pitwall/backend/admin';
import { Button, formatLongDate } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import { sanitizePostHtml } from '@pitwall/ui/sanitize';
import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  line-height: 1.6;
  img { width: 100%; border-radius: ${({ theme }) => theme.radii.medium}; }
  .excerpt { color: ${({ theme }) => theme.colors.inkSoft}; }
  .body > * + * { margin-top: ${({ theme }) => theme.spacing.small}; }
  .body ul, .body ol { padding-left: 1.5em; }
  .body a { color: ${({ theme }) => theme.colors.accentText}; }
`;

/** The post as the blog will show it (the body sanitised exactly as on save and on display). */
function PreviewBody({ values, newCover }: { values: BlogPostFormInput; newCover: File | null }) {
  const [coverUrl, setCoverUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!newCover) return setCoverUrl(null);
    const url = URL.createObjectURL(newCover);
    setCoverUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [newCover]);
  const cover = coverUrl ?? values.featured_image;
  return (
    <Article aria-label="Vista previa">
      <p>
        {values.published ? 'Publicada' : 'Borrador'} · {formatLongDate(new Date())}
      </p>
      {cover && <img src={cover} alt="" />}
      {values.excerpt && <p className="excerpt">{values.excerpt}</p>}
      <div className="body" dangerouslySetInnerHTML={{ __html: sanitizePostHtml(values.content) }} />
    </Article>
  );
}

export function PostPreview({ values, newCover }: { values: BlogPostFormInput; newCover: File | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      width="48rem"
      title={values.title || 'Sin título'}
      description={`Vista previa de /blog/${values.slug || '…'}`}
      trigger={
        <Button type="button" variant="secondary">
          <Eye size={18} aria-hidden="true" />
          Vista previa
        </Button>
      }
    >
      {open && <PreviewBody values={values} newCover={newCover} />}
    </Dialog>
  );
}
