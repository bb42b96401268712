import Papa from 'papaparse';
import { tableCsv, tableCsvName } from './csv.ts';
import { formatCount, formatDay, formatDecimal, formatMonth } from './data-table.ts';

const table = {
  title: 'Pedidos pagados e ingresos por mes',
  columns: ['Mes', 'Pedidos pagados', 'Ingresos (€)'],
  rows: [
    ['septiembre de 2026', '3', '1234,50'],
    ['=SUMA(A1)', '0', '0,00'],
  ],
};

it('is the table, header first, for Excel in Spanish: BOM, ";", CRLF, every field quoted', () => {
  const csv = tableCsv(table);
  expect(csv.startsWith('\uFEFF"Mes";"Pedidos pagados";"Ingresos (€)"\r\n')).toBe(true);
  expect(csv).toContain('"septiembre de 2026";"3";"1234,50"');
  expect(csv.split('\r\n')).toHaveLength(3);
});

it('holds exactly the table cells (a formula-like cell escaped, nothing else changed)', () => {
  const parsed = Papa.parse<string[]>(tableCsv(table).slice(1), { delimiter: ';' }).data;
  expect(parsed[0]).toEqual(table.columns);
  expect(parsed[1]).toEqual(table.rows[0]);
  expect(parsed[2]).toEqual(["'=SUMA(A1)", '0', '0,00']);
});

it('names the file after the title and the day in Madrid', () => {
  // 23:30 UTC on 30 Nov is already 1 Dec in Madrid.
  expect(tableCsvName(table, new Date('2026-11-30T23:30:00Z'))).toBe('pedidos-pagados-e-ingresos-por-mes-2026-12-01.csv');
  expect(tableCsvName({ ...table, title: 'Fichas técnicas solicitadas por formato' }, new Date('2026-11-25T10:00:00Z'))).toBe(
    'fichas-tecnicas-solicitadas-por-formato-2026-11-25.csv',
  );
});

it('writes numbers and dates in Spanish', () => {
  expect(formatCount(12345)).toBe('12345');
  expect(formatDecimal(1234.5, 2)).toBe('1234,50');
  expect(formatDay('2026-09-07')).toBe('7 sept 2026');
  expect(formatMonth('2026-03-01')).toBe('marzo de 2026');
});
