import { ButtonLink, Container, PageMeta } from '@pitwall/ui';
import { useEffect } from 'react';
import { useLocation } from '@pitwall/router';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.medium};
  padding-top: ${({ theme }) => theme.spacing.xxxLarge};
  padding-bottom: ${({ theme }) => theme.spacing.xxxLarge};
  text-align: center;
  strong { font-size: 5rem; line-height: 1; color: ${({ theme }) => theme.colors.accentText}; }
  p { font-size: ${({ theme }) => theme.fontSizes.large}; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Wrapper>
      <PageMeta title="Página no encontrada" description="La página que buscas no existe." noIndex />
      <strong aria-hidden="true">404</strong>
      <h1>Oops! Page not found</h1>
      <p>La página que buscas no existe o ha cambiado de dirección.</p>
      <ButtonLink to="/">Volver al inicio</ButtonLink>
    </Wrapper>
  );
}
