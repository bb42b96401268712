import type { ReactNode } from 'react';
import { media } from '@pitwall/ui';
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

/**
 * The lists' index table (Shopify Polaris' model). From 640 px: one line per row (about 40 px),
 * long values cut with an ellipsis (whole in the cell's title, and in the row that holds the keyboard focus),
 * the header sticky at the top of the page, columns sized by `$widths` (the others share the rest)
 * so the table always fits its box; sortable columns' headers are buttons (`SortHeader`). Below 640 px
 * the header is a row of those buttons and each row is a card: its cells flow as short facts
 * on a line, those marked `data-narrow="full"` on a line of their own, those marked
 * `data-narrow="hide"` left out, the actions at the end; a phone never scrolls sideways.
 */
export const IndexTable = styled.table<{ $widths?: Readonly<Record<number, string>> }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  th, td { text-align: left; }
  td small { color: ${({ theme }) => theme.colors.inkSoft}; }
  td.number { text-align: right; font-variant-numeric: tabular-nums; }
  th.number { text-align: right; }

  /* Phones: cards. The header is a row of its sortable columns' buttons; the other headers stay
     for screen readers only. */
  thead { display: block; position: relative; }
  thead tr {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.spacing.xxSmall} ${theme.spacing.medium}`};
    padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.small}`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  thead th[data-sort] { position: static; width: auto; height: auto; overflow: visible; clip-path: none; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  tbody { display: block; }
  tbody tr {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.spacing.xxSmall} ${theme.spacing.small}`};
    padding: ${({ theme }) => theme.spacing.small};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:last-child { border-bottom: none; }
  /* A word breaks only when it cannot fit the card's line (an e-mail first at its '@' and dots, see
     EmailText); 'anywhere' also lets a long URL shrink the card's minimum width, so nothing widens the page. */
  tbody td { display: block; min-width: 0; overflow-wrap: anywhere; }
  tbody td[data-narrow='full'] { flex-basis: 100%; }
  tbody td small { display: block; }
  tbody td.number { text-align: left; }
  tbody td[data-narrow='hide'] { display: none; }
  tbody td.actions { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.spacing.xSmall}; margin-left: auto; }
  tbody td.actions svg { flex: none; }

  ${media.tablet} {
    table-layout: fixed;
    thead { display: table-header-group; }
    thead tr { display: table-row; padding: 0; border: none; }
    thead th, thead th[data-sort] { width: auto; height: auto; overflow: hidden; clip-path: none; }
    tbody { display: table-row-group; }
    tbody tr { display: table-row; padding: 0; }
    th, tbody td, tbody td[data-narrow] {
      display: table-cell;
      padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.small}`};
      vertical-align: middle;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody td { line-height: 1.25; }
    /* One line per row: an e-mail's break points (EmailText) are for the phone cards only (Chromium breaks at <wbr> even under nowrap). */
    tbody td wbr { display: none; }
    tbody tr:last-child td { border-bottom: none; }
    tbody td small { display: inline; margin-left: ${({ theme }) => theme.spacing.xSmall}; }
    tbody td.number { text-align: right; }
    tbody td.actions { text-align: right; }
    thead th, thead th[data-sort] {
      position: sticky;
      top: 0;
      z-index: 1;
      background: ${({ theme }) => theme.colors.surfaceAlt};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
    tbody tr:hover td { background: ${({ theme }) => theme.colors.surfaceAlt}; }
    /* A row reached with the keyboard shows its text whole; the pointer gets each cell's title
       instead, so rows never change height under it. */
    tbody tr:has(:focus-visible) td { white-space: normal; overflow-wrap: anywhere; }
    ${({ $widths = {} }) => Object.entries($widths).map(([column, width]) => `thead th:nth-child(${Number(column) + 1}) { width: ${width}; }`).join('\n')}
  }
`;

/** The index table's frame, named for screen readers; it never scrolls (the table fits), so the header can stick to the page. */
export const IndexFrame = styled.div`
  overflow: clip;
  transition: opacity ${({ theme }) => theme.motion.fast};
  &[aria-busy='true'] { opacity: 0.6; }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;
