import { ButtonLink, Container, PageHeader } from '@pitwall/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

const Body = styled.div`
  max-width: 48rem;
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; margin-top: ${({ theme }) => theme.spacing.large}; }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface LegalPageProps {
  title: string;
  children?: ReactNode;
}

/** Shared frame of the four legal pages: title, last-updated line (today, in Spanish), back link. */
export function LegalPage({ title, children }: LegalPageProps) {
  return (
    <Container>
      <PageHeader title={title}>
        <Updated>Última actualización: {LONG_DATE.format(new Date())}</Updated>
      </PageHeader>
      <Body>
        {children}
        <div>
          <ButtonLink to="/" variant="secondary">
            Volver al inicio
          </ButtonLink>
        </div>
      </Body>
    </Container>
  );
}
