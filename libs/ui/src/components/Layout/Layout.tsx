import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { media } from '../../theme/theme.ts';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing.medium};
`;

/**
 * A page's content beside a 20rem side column (blog subscription box, music weekly lists); one
 * column on phones. `$stickyAside` keeps a short `<aside>` in view while the content scrolls.
 */
export const SidebarLayout = styled.div<{ $stickyAside?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xLarge};
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
  ${media.laptop} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
    ${({ $stickyAside, theme }) =>
      $stickyAside &&
      css`
        & > aside { position: sticky; top: calc(${theme.layout.navHeight} + ${theme.spacing.medium}); }
      `}
  }
`;

/**
 * A row whose two ends sit at the edges and that wraps when they do not fit (a heading and its
 * actions, a pager, an offer and its button): written once for the styled components that are one.
 */
export const spreadRow = (gap: keyof DefaultTheme['spacing'], alignItems: 'center' | 'end' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${alignItems};
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[gap]};
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.spacing.xxLarge} 0;
`;

const HeaderBlock = styled.header`
  padding: ${({ theme }) => `${theme.spacing.xxLarge} 0 ${theme.spacing.xLarge}`};
  p {
    margin-top: ${({ theme }) => theme.spacing.medium};
    max-width: 46rem;
    font-size: ${({ theme }) => theme.fontSizes.large};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

export interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The page's one h1, with an optional lead paragraph. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <HeaderBlock>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
      {children}
    </HeaderBlock>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const Badge = styled.span<{ $tone?: 'accent' | 'neutral' | 'danger' | 'success' }>`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
  padding: 0.125rem ${({ theme }) => theme.spacing.xSmall};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $tone = 'neutral' }) =>
    ({
      accent: theme.colors.accentSoft,
      neutral: theme.colors.surfaceAlt,
      danger: theme.colors.dangerSoft,
      success: theme.colors.successSoft,
    })[$tone]};
  color: ${({ theme, $tone = 'neutral' }) =>
    ({ accent: theme.colors.accentText, neutral: theme.colors.inkSoft, danger: theme.colors.danger, success: theme.colors.success })[
      $tone
    ]};
`;
