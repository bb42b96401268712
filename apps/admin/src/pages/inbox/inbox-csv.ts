import { LEAD_KINDS, type InboxRow } from '@pitwall/backend/admin';
import { csvName, toCsv } from '../../ui/csv.ts';
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

/** The inbox as the panel's CSV (one row a lead, its days in Madrid). */
export const inboxCsv = (rows: InboxRow[]) => toCsv(COLUMNS.map(([label]) => label), rows.map((row) => COLUMNS.map(([, cell]) => cell(row))));

/** bandeja-2026-11-24.csv, with the day in the company's time zone. */
export const inboxCsvName = (now: Date) => csvName('Bandeja', now);
