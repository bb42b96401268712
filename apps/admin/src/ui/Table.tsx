import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A compact data table; long values (tokens, e-mails) wrap instead of widening the page. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};
  th, td {
    padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.small}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th { background: ${({ theme }) => theme.colors.surfaceAlt}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  tr:last-child td { border-bottom: none; }
  code { font-size: ${({ theme }) => theme.fontSizes.small}; overflow-wrap: anywhere; }
`;

/**
 * The framed box a table (or its empty message) sits in; wider tables scroll inside it. Positioned,
 * so visually hidden cells (absolutely placed) stay inside its scroll area instead of widening the page.
 */
export const TableFrame = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

/** A table's frame as a named region, focusable so keyboard users can scroll it sideways on a phone. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableFrame tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableFrame>
  );
}
