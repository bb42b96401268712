import { Button } from '@pitwall/ui';
import { Download, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Table, TableFrame } from '../ui/Table.tsx';
import { downloadTableCsv } from './csv.ts';
import type { DataTable } from './data-table.ts';

const Figure = styled.figure`
  position: relative;
  display: grid;
  /* Beside a taller chart the rows keep their height (the buttons never stretch into pills). */
  align-content: start;
  gap: ${({ theme }) => theme.spacing.small};
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  h3 { font-size: ${({ theme }) => theme.fontSizes.large}; }
  header p { color: ${({ theme }) => theme.colors.inkSoft}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xxSmall} ${theme.spacing.medium}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.spacing.xxSmall}; }
`;

const Swatch = styled.span<{ $color: string; $line?: boolean }>`
  display: inline-block;
  width: 0.875rem;
  height: ${({ $line }) => ($line ? '0.1875rem' : '0.875rem')};
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

// Hidden from the eye only: screen readers always have the numbers, the button shows them to everyone.
const TableBox = styled.div<{ $shown: boolean }>`
  min-width: 0; /* a grid item: the table scrolls in its frame instead of widening the page */
  ${({ $shown }) =>
    !$shown &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
  caption { text-align: left; font-weight: ${({ theme }) => theme.fontWeights.bold}; padding: ${({ theme }) => theme.spacing.xSmall}; }
  td:not(:first-child), th:not(:first-child) { text-align: right; font-variant-numeric: tabular-nums; }
`;

export interface LegendItem {
  label: string;
  color: string;
  line?: boolean;
}

/** A chart's key, in the page (not on the canvas), so it reads and zooms like text. */
export function Legend({ items, label = 'Leyenda' }: { items: LegendItem[]; label?: string }) {
  return (
    <LegendList aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <Swatch $color={item.color} $line={item.line} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </LegendList>
  );
}

/** The accessible table of a chart: exactly the rows its CSV holds. */
export function ChartTable({ table }: { table: DataTable }) {
  return (
    <Table>
      <caption>{table.title}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              c === 0 ? (
                <th key={c} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={c}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * One chart of the panel: its title, what it counts, its key, the drawing (hidden from screen
 * readers: they get the table), 'Ver tabla' and 'Descargar CSV'.
 */
export function ChartPanel({ table, description, legend, children }: { table: DataTable; description?: ReactNode; legend?: LegendItem[]; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Figure aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>{table.title}</h3>
        {description && <p>{description}</p>}
      </header>
      {legend && <Legend items={legend} label={`Leyenda: ${table.title}`} />}
      <div aria-hidden="true">{children}</div>
      <Actions>
        <Button variant="secondary" size="small" aria-controls={tableId} onClick={() => setShown((value) => !value)}>
          <Table2 size={16} aria-hidden="true" />
          {shown ? 'Ocultar tabla' : 'Ver tabla'}
        </Button>
        <Button variant="secondary" size="small" onClick={() => downloadTableCsv(table)}>
          <Download size={16} aria-hidden="true" />
          Descargar CSV
        </Button>
      </Actions>
      <TableBox id={tableId} $shown={shown}>
        {/* Shown, it scrolls sideways in a focusable frame; hidden, it is no scroll area to tab to. */}
        {shown ? (
          <TableFrame role="region" aria-label={`Tabla: ${table.title}`} tabIndex={0}>
            <ChartTable table={table} />
          </TableFrame>
        ) : (
          <ChartTable table={table} />
        )}
      </TableBox>
    </Figure>
  );
}
