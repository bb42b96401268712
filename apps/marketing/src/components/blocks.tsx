import { Container, media, StaticIsland } from '@pitwall/ui';
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';

// The building blocks every marketing page is made of: section headings, card grids, figures,
// a closing call to action. One look for the whole remote.

/** A full-width section; `$flushTop` when it follows the page header on the same background. */
export const Band = styled.section<{ $tone?: 'plain' | 'alt' | 'dark'; $flushTop?: boolean }>`
  padding: ${({ theme }) => theme.spacing.xxLarge} 0;
  ${media.laptop} { padding: ${({ theme }) => theme.spacing.xxxLarge} 0; }
  ${({ $flushTop }) => ($flushTop ? 'padding-top: 0 !important;' : '')}
  background: ${({ theme, $tone = 'plain' }) =>
    ({ plain: 'transparent', alt: theme.colors.surfaceAlt, dark: theme.colors.surfaceDark })[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onDark : 'inherit')};
  /* Anchored sections stop below the sticky navigation. */
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
`;

const HeadingBlock = styled.div<{ $center: boolean }>`
  max-width: 46rem;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.spacing.xLarge};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxLarge};
    font-weight: ${({ theme }) => theme.fontWeights.black};
    line-height: 1.15;
    letter-spacing: -0.01em;
  }
  p { margin-top: ${({ theme }) => theme.spacing.small}; font-size: ${({ theme }) => theme.fontSizes.large}; }
`;

export const Eyebrow = styled.span<{ $onDark?: boolean }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing.xSmall};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accent : theme.colors.accentText)};
`;

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  center?: boolean;
  onDark?: boolean;
}

/**
 * A section's h2 with an optional eyebrow above it and a lead paragraph below it. Copy: kept as
 * prerendered while it says the same (StaticIsland), as on every page the section's content is.
 */
export function SectionHeading({ id, eyebrow, title, lead, center = false, onDark = false }: SectionHeadingProps) {
  return (
    <StaticIsland as={HeadingBlock} $center={center} watch={[id, eyebrow, title, lead, onDark]}>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
    </StaticIsland>
  );
}

export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  grid-template-columns: 1fr;
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.laptop} { grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr)); }
`;

export const Card = styled.li<{ $onDark?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px solid ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.14)' : theme.colors.border)};
  background: ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.04)' : theme.colors.surface)};
  h3 { font-size: ${({ theme }) => theme.fontSizes.large}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  p { color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.inkSoft)}; }
`;

/** The round accent badge an icon sits in at the top of a card. */
export const IconBadge = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A big figure ('40 %') in a card. */
export const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxLarge};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  line-height: 1;
  color: ${({ theme }) => theme.colors.accentText} !important;
`;

/** Text beside an illustration: one column on phones, two from laptops up. */
export const Split = styled.div<{ $reverse?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xLarge};
  align-items: center;
  ${media.laptop} {
    grid-template-columns: 1fr 1fr;
    ${({ $reverse }) => ($reverse ? '> :first-child { order: 2; }' : '')}
  }
`;

export const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.large};
  ul { display: grid; gap: ${({ theme }) => theme.spacing.xSmall}; padding-left: 1.25rem; margin: 0; }
`;

export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.small};
  margin-top: ${({ theme }) => theme.spacing.large};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
`;

export interface FeatureCardProps {
  /** A line icon (`lineIcon` of @pitwall/ui): one element, whatever its shapes. */
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  title: string;
  /** A big figure under the title ('40 %'). */
  figure?: ReactNode;
  children: ReactNode;
}

/** A card of a grid: optional icon, title, optional figure, text. */
export function FeatureCard({ icon: Icon, title, figure, children }: FeatureCardProps) {
  return (
    <Card>
      {Icon && (
        <IconBadge>
          <Icon aria-hidden="true" size={22} />
        </IconBadge>
      )}
      <h3>{title}</h3>
      {figure && <Figure>{figure}</Figure>}
      <p>{children}</p>
    </Card>
  );
}

export interface PageSectionProps extends Omit<SectionHeadingProps, 'onDark'> {
  id: string;
  tone?: 'plain' | 'alt' | 'dark';
  /**
   * Text and links written in the page (no button, form or dialog): the whole band is then kept as
   * prerendered while the page hydrates, not only its heading, so none of its parts costs the phone
   * anything. Copy changes only with a new release, that is a new page.
   */
  textOnly?: boolean;
  /** With `textOnly`: what the band shows that may change after the page was made (the runtime configuration). */
  watch?: readonly unknown[];
  children: ReactNode;
}

/** A full-width band of a page: its heading (labelling the region) and its content. */
export function PageSection({ id, tone = 'plain', textOnly = false, watch, children, ...heading }: PageSectionProps) {
  const content = (
    <Container>
      <SectionHeading id={id} onDark={tone === 'dark'} {...heading} />
      {children}
    </Container>
  );
  return textOnly ? (
    <StaticIsland as={Band} $tone={tone} aria-labelledby={id} watch={watch}>
      {content}
    </StaticIsland>
  ) : (
    <Band $tone={tone} aria-labelledby={id}>
      {content}
    </Band>
  );
}

/** The centred band that closes a page with its call to action (children: the buttons). */
export function CallToAction({ tone = 'alt', children, ...heading }: PageSectionProps) {
  return (
    <PageSection tone={tone} center {...heading}>
      <Actions $center>{children}</Actions>
    </PageSection>
  );
}
