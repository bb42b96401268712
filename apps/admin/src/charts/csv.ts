import Papa from 'papaparse';
import type { DataTable } from './data-table.ts';

/**
 * A chart's table as a CSV that Excel in Spanish opens in columns (as the inbox's): UTF-8 with a
 * byte-order mark, ';' between fields, CRLF line ends, every field quoted and cells that start like
 * a formula escaped. Exactly the table's cells, header first.
 */
export function tableCsv(table: DataTable): string {
  return `\uFEFF${Papa.unparse({ fields: table.columns, data: table.rows }, { delimiter: ';', newline: '\r\n', quotes: true, escapeFormulae: true })}`;
}

/** 'Contactos por semana' on 25 Nov 2026 (Madrid) → 'contactos-por-semana-2026-11-25.csv'. */
export function tableCsvName(table: DataTable, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
  const stem = table.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem || 'datos'}-${day}.csv`;
}

/** Starts the download of the table's CSV in the browser. */
export function downloadTableCsv(table: DataTable): void {
  const url = URL.createObjectURL(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = tableCsvName(table, new Date());
  link.click();
  // The download has started from the object URL; give it a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
