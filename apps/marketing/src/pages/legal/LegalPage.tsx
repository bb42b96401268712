import { getRuntimeConfig } from '@pitwall/config';
import { ButtonLink, Container, PageHeader, formatLongDate, NowText, NoBox, PageMeta, StaticIsland } from '@pitwall/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { dayLastsUntil } from './day-lasts-until.ts';

const Body = styled.div`
  max-width: 48rem;
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  color: ${({ theme }) => theme.colors.inkSoft};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
    margin-top: ${({ theme }) => theme.spacing.large};
    color: ${({ theme }) => theme.colors.ink};
  }
  h3 { font-size: ${({ theme }) => theme.fontSizes.large}; color: ${({ theme }) => theme.colors.ink}; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: ${({ theme }) => theme.spacing.xSmall}; }
  strong { color: ${({ theme }) => theme.colors.ink}; }
  a { color: ${({ theme }) => theme.colors.accentText}; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** A date is read as one: on a phone the line breaks before it, not inside it. */
const Day = styled.span`
  white-space: nowrap;
`;

export interface LegalPageProps {
  title: string;
  children: ReactNode;
}

/** Shared frame of the four legal pages: title, last-updated line (today, in Spanish), back link. */
export function LegalPage({ title, children }: LegalPageProps) {
  const { brand } = getRuntimeConfig();

  return (
    <Container>
      <PageMeta title={title} description={`${title} de ${brand.legalName}.`} />
      <PageHeader title={title}>
        {/* Today on the visitor's day, a prerendered page too. */}
        <Updated>
          <NowText lastsUntil={dayLastsUntil}>
            {(now) => (
              <>
                Última actualización: <Day>{formatLongDate(now)}</Day>
              </>
            )}
          </NowText>
        </Updated>
      </PageHeader>
      <Body>
        {/* Text the browser never has to render: kept as prerendered while the page hydrates. */}
        <StaticIsland as={NoBox}>{children}</StaticIsland>
        <div>
          <ButtonLink to="/" variant="secondary">
            Volver al inicio
          </ButtonLink>
        </div>
      </Body>
    </Container>
  );
}
