import { contactMessageSchema, manifestoRequestSchema, productFormatOf, productSheetRequestSchema, resolvedRole } from './lead-fields.ts';

const contact = {
  nombre: 'Ana',
  empresa: 'Acme',
  email: 'ana@example.com',
  telefono: '600123123',
  puesto: 'CEO',
  puestoOtro: '',
  mensaje: 'Queremos una demo.',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('lead schemas', () => {
  it('give the spec\'s messages for empty fields', () => {
    const empty = { nombre: '', empresa: '', email: '', telefono: '', puesto: '', puestoOtro: '', mensaje: '' };
    expect(messages(contactMessageSchema.safeParse(empty))).toEqual({
      nombre: 'El nombre debe tener al menos 2 caracteres.',
      empresa: 'La empresa debe tener al menos 2 caracteres.',
      email: 'Por favor, introduce un email válido.',
      telefono: 'El teléfono debe tener al menos 9 caracteres.',
      puesto: 'Por favor, selecciona o especifica tu puesto.',
      mensaje: 'El mensaje debe tener al menos 10 caracteres.',
    });
    const sheet = productSheetRequestSchema.safeParse({ ...empty, empresa: '', tamanoEquipo: '', necesidadesEspecificas: '' });
    expect(messages(sheet).tamanoEquipo).toBe('Por favor, selecciona el tamaño de tu equipo.');
    expect(messages(sheet).empresa).toBeUndefined(); // optional outside the contact form
  });

  it('ask for the role in words when "Otros" is chosen, and use it', () => {
    expect(messages(contactMessageSchema.safeParse({ ...contact, puesto: 'Otros' }))).toEqual({
      puestoOtro: 'Por favor, selecciona o especifica tu puesto.',
    });
    const parsed = manifestoRequestSchema.parse({ ...contact, puesto: 'Otros', puestoOtro: ' Jefa de Cultura ' });
    expect(resolvedRole(parsed)).toBe('Jefa de Cultura');
    expect(resolvedRole({ puesto: 'CEO', puestoOtro: 'ignorado' })).toBe('CEO');
  });

  it('keep the server\'s length limits', () => {
    expect(messages(contactMessageSchema.safeParse({ ...contact, nombre: 'N'.repeat(101) }))).toEqual({
      nombre: 'El campo nombre no puede superar 100 caracteres.',
    });
    expect(messages(contactMessageSchema.safeParse({ ...contact, mensaje: 'M'.repeat(5001) }))).toEqual({
      mensaje: 'El campo mensaje no puede superar 5000 caracteres.',
    });
  });

  it('map the pages\' format names to the functions\' keys', () => {
    expect(['Demo Day', 'Experience Day', 'Suscripción', 'Eventos Solidarios', 'torneos'].map(productFormatOf)).toEqual([
      'demoday',
      'experience',
      'suscripcion',
      'torneos',
      'torneos',
    ]);
    expect(() => productFormatOf('Karting')).toThrow('Formato de producto desconocido: Karting');
  });
});
