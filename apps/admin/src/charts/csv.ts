import { csvName, downloadCsv, toCsv } from '../ui/csv.ts';
import type { DataTable } from './data-table.ts';

/** A chart's table as the panel's CSV: exactly the table's cells, header first. */
export const tableCsv = (table: DataTable) => toCsv(table.columns, table.rows);

/** Named after the table's title and the day in Madrid. */
export const tableCsvName = (table: DataTable, now: Date) => csvName(table.title, now);

/** Starts the download of the table's CSV in the browser. */
export const downloadTableCsv = (table: DataTable) => downloadCsv(tableCsv(table), tableCsvName(table, new Date()));
