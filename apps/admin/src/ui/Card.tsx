import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  min-width: 0;
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xSmall};
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
  }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/** One tool of the panel: a titled region, so screen readers can jump between tools. */
export function Card({ title, icon, description, children }: { title: string; icon?: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Box aria-label={title}>
      <Heading>
        <h2>
          {icon}
          {title}
        </h2>
        {description && <p>{description}</p>}
      </Heading>
      {children}
    </Box>
  );
}

/** A row of buttons that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;
