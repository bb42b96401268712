import type { InboxRow } from '@pitwall/backend/admin';
import { inboxCsv, inboxCsvName } from './inbox-csv.ts';

const row = (changes: Partial<InboxRow>): InboxRow => ({
  kind: 'contacto',
  id: '1',
  created_at: '2026-03-01T22:30:00Z',
  received_on: '2026-03-01',
  handled_at: null,
  nombre: 'Clara Núñez',
  email: 'clara@example.com',
  telefono: '600111222',
  empresa: 'Acme; "Iberia"',
  detalle: 'RRHH · Formulario: demo',
  mensaje: 'Línea 1\nLínea 2',
  ...changes,
});

it('opens in Spanish Excel: BOM, semicolons, CRLF, every cell quoted', () => {
  const csv = inboxCsv([row({})]);
  expect(csv.startsWith('\uFEFF"Recibido";"Tipo";"Nombre";"Email";"Teléfono";"Empresa o medio";"Detalle";"Mensaje";"Gestionado"\r\n')).toBe(true);
  const [, line] = csv.slice(1).split('\r\n');
  // 23:30 in Madrid; quotes doubled; the message keeps its line break inside its quoted cell.
  expect(line).toBe('"1 mar 2026, 23:30";"Contacto";"Clara Núñez";"clara@example.com";"600111222";"Acme; ""Iberia""";"RRHH · Formulario: demo";"Línea 1\nLínea 2";"No"');
});

it('escapes a cell that Excel would run as a formula', () => {
  const csv = inboxCsv([row({ mensaje: '=HYPERLINK("http://x")', nombre: '+34 Ana', handled_at: '2026-03-02T08:00:00Z' })]);
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  expect(csv).toContain(`"'+34 Ana"`);
  expect(csv).toContain('"2 mar 2026, 9:00"');
});

it('is named after the day in Madrid', () => {
  expect(inboxCsvName(new Date('2026-03-01T23:30:00Z'))).toBe('bandeja-2026-03-02.csv');
});
