import Papa from 'papaparse';
import { madridDay } from './dates.ts';

/**
 * A table as a CSV that Excel in Spanish opens in columns: UTF-8 with a byte-order mark (or Excel
 * reads it as ANSI and breaks the accents), ';' between fields (',' is the decimal separator there),
 * CRLF line ends, every field quoted, and cells that start like a formula escaped so the data cannot run one.
 */
export function toCsv(fields: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { delimiter: ';', newline: '\r\n', quotes: true, escapeFormulae: true })}`;
}

/** 'Contactos por semana' on 25 Nov 2026 (Madrid) → 'contactos-por-semana-2026-11-25.csv'. */
export function csvName(title: string, now: Date): string {
  const stem = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem || 'datos'}-${madridDay(now)}.csv`;
}

/** Starts the download of a CSV in the browser. */
export function downloadCsv(csv: string, name: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the object URL; give it a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
