import type { BlogPostBody } from '@pitwall/backend';
import { Link, useParams } from '@pitwall/router';
import { ButtonLink, Container, ErrorState, PageHeader, PageMeta, StaticIsland, toast, VisuallyHidden } from '@pitwall/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLoader } from '../../data/use-loader.ts';
import { loadBlogPost } from './loaders.ts';
import { PostGate } from './PostGate.tsx';
import { PostImage } from './PostImage.tsx';
import { UnlockedPost } from './UnlockedPost.tsx';
import { PostMeta } from './PostMeta.tsx';
import { PublishedDate } from './PublishedDate.tsx';

// One column, one left edge: back link, title, date, cover, excerpt and the gate (or the post).
const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xLarge} 0 ${({ theme }) => theme.spacing.xxLarge};
`;

// The title is the page's h1 as every page writes it (PageHeader: the theme's one heading size).
const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  & > a { justify-self: start; color: ${({ theme }) => theme.colors.accentText}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  & > header { padding: 0; }
  time { display: block; margin-top: ${({ theme }) => theme.spacing.small}; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const Cover = styled(PostImage)`
  border-radius: ${({ theme }) => theme.radii.large};
`;

/** The excerpt, public on /blog already: whole once unlocked; before, it fades into the gate. */
const Lead = styled.p<{ $fading: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $fading }) => $fading && 'mask-image: linear-gradient(to bottom, #000 40%, transparent 100%);'}
`;

const Block = styled.span<{ $height: string; $width?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const NotFound = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.xxxLarge} 0;
  text-align: center;
`;

const LOAD_ERROR = 'No se pudieron cargar las publicaciones del blog';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useLoader(loadBlogPost, { slug }, 'blog/post');
  // The unlocked body belongs to this page view only: a reload or another post starts gated.
  const [unlocked, setUnlocked] = useState<{ slug: string; body: BlogPostBody } | null>(null);
  const body = unlocked?.slug === slug ? unlocked.body : null;

  useEffect(() => {
    if (post.status !== 'error') return;
    console.error('[blog]', post.error);
    toast.error(LOAD_ERROR);
  }, [post.status, post.error]);

  if (post.status === 'loading') {
    return (
      <Container>
        <Article aria-busy="true">
          <VisuallyHidden role="status">Cargando publicación…</VisuallyHidden>
          <Header aria-hidden="true">
            <Block $height="1.25rem" $width="10rem" />
            <Block $height="3.5rem" />
            <Block $height="1.25rem" $width="12rem" />
          </Header>
          <Block $height="20rem" aria-hidden="true" />
        </Article>
      </Container>
    );
  }
  if (post.status === 'error') {
    return (
      <Container>
        <ErrorState title="No se pudo cargar la publicación" message="Comprueba tu conexión e inténtalo de nuevo." onRetry={post.reload}>
          <Link to="/blog">Volver al blog</Link>
        </ErrorState>
      </Container>
    );
  }
  if (!post.data) {
    return (
      <Container>
        <PageMeta title="Publicación no encontrada" description="Puede que la dirección esté mal escrita o que la publicación ya no exista." noIndex />
        <NotFound>
          <h1>Publicación no encontrada</h1>
          <p>Puede que la dirección esté mal escrita o que la publicación ya no exista.</p>
          <ButtonLink to="/blog">Volver al blog</ButtonLink>
        </NotFound>
      </Container>
    );
  }

  const summary = post.data;
  return (
    <Container>
      <PostMeta post={summary} />
      <Article>
        {/* Text only (a link): kept as prerendered while it matches the post. */}
        <StaticIsland as={Header} watch={[summary.title, summary.published_at]}>
          <Link to="/blog">← Blog</Link>
          <PageHeader title={summary.title}>
            {summary.published_at && <PublishedDate value={summary.published_at} />}
          </PageHeader>
        </StaticIsland>
        <Cover src={summary.featured_image} alt="" ratio="2 / 1" sizes="(min-width: 52rem) 48rem, 100vw" loading="eager" fetchPriority="high" />
        {summary.excerpt && <Lead $fading={!body}>{summary.excerpt}</Lead>}
        {body ? <UnlockedPost post={summary} body={body} /> : <PostGate slug={slug} onUnlock={(next) => setUnlocked({ slug, body: next })} />}
      </Article>
    </Container>
  );
}
