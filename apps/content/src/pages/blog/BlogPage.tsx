import { BLOG_PAGE_SIZE } from '@pitwall/backend/blog/page-size';
import { Link, useLocation, useSearchParams } from '@pitwall/router';
import { Button, Container, ErrorState, media, PageHeader, SidebarLayout, StaleDataNotice, toast, VisuallyHidden, PageMeta } from '@pitwall/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useLoader } from '../../data/use-loader.ts';
import { loadBlogList, pageFromSearch } from './loaders.ts';
import { PostCard, PostCardSkeleton } from './PostCard.tsx';
import { goToSubscriptionBox, SUBSCRIPTION_ANCHOR, SubscriptionBox } from './SubscriptionBox.tsx';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.xxLarge} ${({ theme }) => theme.spacing.medium};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.medium};
  margin-top: ${({ theme }) => theme.spacing.xLarge};
  a { font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.accentText}; }
  span { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const SKELETON_CARDS = 4;
const LOAD_ERROR = 'No se pudieron cargar las publicaciones del blog';

export default function BlogPage() {
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const page = pageFromSearch(search.get('pagina'));
  const list = useLoader(loadBlogList, { page }, 'blog/list');

  useEffect(() => {
    if (list.status !== 'error') return;
    console.error('[blog]', list.error);
    toast.error(LOAD_ERROR);
  }, [list.status, list.error]);
  // A link to /blog#suscripcion from another page: the box exists only once this remote rendered.
  useEffect(() => {
    if (hash === `#${SUBSCRIPTION_ANCHOR}` && list.status !== 'loading') goToSubscriptionBox('auto');
  }, [hash, list.status]);

  const pages = list.status === 'success' ? Math.max(1, Math.ceil(list.data.total / BLOG_PAGE_SIZE)) : 1;

  return (
    <Container>
      <PageMeta title="Blog" description="Bienestar, liderazgo y alto rendimiento: ideas para cuidar a tu equipo, del blog de Pitwall." />
      <PageHeader title="Nuestro Blog" lead="Bienestar, liderazgo y alto rendimiento: ideas para cuidar a tu equipo." />
      <SidebarLayout $stickyAside>
        <section aria-label="Publicaciones" aria-busy={list.status === 'loading'}>
          <StaleDataNotice resource={list} />
          {list.status === 'loading' && (
            <>
              <VisuallyHidden role="status">Cargando publicaciones…</VisuallyHidden>
              <Grid>
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <li key={index}>
                    <PostCardSkeleton />
                  </li>
                ))}
              </Grid>
            </>
          )}
          {list.status === 'error' && (
            <ErrorState title={LOAD_ERROR} message="Comprueba tu conexión e inténtalo de nuevo." onRetry={list.reload} />
          )}
          {list.status === 'success' && list.data.posts.length === 0 && (
            <Empty>
              <h2>Próximamente</h2>
              <p>Estamos preparando nuestras primeras publicaciones. Suscríbete y te avisaremos.</p>
              <Button onClick={() => goToSubscriptionBox()}>Suscríbete al blog</Button>
            </Empty>
          )}
          {list.status === 'success' && list.data.posts.length > 0 && (
            <Grid>
              {list.data.posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} first={index === 0} />
                </li>
              ))}
            </Grid>
          )}
          {pages > 1 && (
            <Pager aria-label="Páginas del blog">
              {page > 1 ? <Link to={`/blog?pagina=${page - 1}`} rel="prev">← Más recientes</Link> : <span />}
              <span>
                Página {page} de {pages}
              </span>
              {page < pages ? <Link to={`/blog?pagina=${page + 1}`} rel="next">Anteriores →</Link> : <span />}
            </Pager>
          )}
        </section>
        <SubscriptionBox />
      </SidebarLayout>
    </Container>
  );
}
