import { LEAD_KINDS, type InboxRow } from '@pitwall/backend/admin';
import Papa from 'papaparse';
import { formatReceived } from '../../ui/dates.ts';

const COLUMNS: Array<[string, (row: InboxRow) => string]> = [
  ['Recibido', (row) => formatReceived(row.created_at)],
  ['Tipo', (row) => LEAD_KINDS[row.kind].label],
  ['Nombre', (row) => row.nombre ?? ''],
  ['Email', (row) => row.email],
  ['Teléfono', (row) => row.telefono ?? ''],
  ['Empresa o medio', (row) => row.empresa ?? ''],
  ['Detalle', (row) => row.detalle ?? ''],
  ['Mensaje', (row) => row.mensaje ?? ''],
  ['Gestionado', (row) => (row.handled_at ? formatReceived(row.handled_at) : 'No')],
];

/**
 * The inbox as a CSV that Excel in Spanish opens in columns: UTF-8 with a byte-order mark (or Excel
 * reads it as ANSI and breaks the accents), ';' between fields (',' is the decimal separator there),
 * CRLF line ends, and cells that start like a formula escaped so a lead cannot run one.
 */
export function inboxCsv(rows: InboxRow[]): string {
  const csv = Papa.unparse(
    { fields: COLUMNS.map(([label]) => label), data: rows.map((row) => COLUMNS.map(([, cell]) => cell(row))) },
    { delimiter: ';', newline: '\r\n', quotes: true, escapeFormulae: true },
  );
  return `\uFEFF${csv}`;
}

/** inbox-2026-11-24.csv, with the day in the company's time zone. */
export function inboxCsvName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
  return `bandeja-${day}.csv`;
}
