import type { ReactNode } from 'react';
import { spreadRow } from '@pitwall/ui';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  min-width: 0;
`;

const Heading = styled.header`
  ${spreadRow('small', 'end')}
  > :first-child { display: grid; gap: ${({ theme }) => theme.spacing.xxSmall}; flex: 1 1 14rem; }
  > :not(:first-child) { flex: 3 1 36rem; }
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xSmall};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  p { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/**
 * One tool of the panel: a titled region, so screen readers can jump between tools. `tools` (a
 * list's search and filters) sit beside the title while there is room, so the rows start higher.
 */
export function Card({
  title,
  icon,
  description,
  tools,
  children,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box aria-label={title}>
      <Heading>
        <div>
          <h2>
            {icon}
            {title}
          </h2>
          {description && <p>{description}</p>}
        </div>
        {tools}
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
