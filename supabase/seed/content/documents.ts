/**
 * Texts of the downloadable PDFs: the manifesto, a data sheet per format (the functions link to
 * them at these paths in press-documents) and the press documents listed in press_resources.
 */
import { FORMATS, type Format } from '../../../apps/marketing/src/content/formats.ts';
import { PRICE_RANGES } from '../../../apps/marketing/src/content/segments.ts';
import type { PdfDocument } from '../lib/pdf.ts';

const FOOTER = 'Pitwall · Bienestar emocional con simuladores de Fórmula 1 · Barcelona';

export const MANIFESTO_PATH = 'manifiesto/manifiesto-pitwall.pdf';

export const manifesto: PdfDocument = {
  title: 'Manifiesto Pitwall',
  subtitle: 'La emoción que cuida a los equipos',
  footer: FOOTER,
  blocks: [
    { kind: 'heading', text: 'Por qué existimos' },
    {
      kind: 'paragraph',
      text: 'Uno de cada tres empleados vive con estrés. El 60% no se siente implicado en su trabajo y el 80% de las empresas no tiene un programa de bienestar. No es falta de voluntad: es que las soluciones de siempre no emocionan a nadie.',
    },
    {
      kind: 'paragraph',
      text: 'Creemos que la emoción de la Fórmula 1, vivida en equipo y guiada con cuidado, puede bajar el estrés, unir a las personas y dar sentido a lo que hacen. Y creemos que eso se puede medir.',
    },
    { kind: 'heading', text: 'Misión' },
    {
      kind: 'paragraph',
      text: 'Mejorar la salud emocional de los equipos a través de experiencias inmersivas con simuladores de Fórmula 1, con resultados medibles para la empresa y un impacto social real.',
    },
    { kind: 'heading', text: 'Visión' },
    {
      kind: 'paragraph',
      text: 'Que cada empresa tenga en el bienestar emocional una palanca de negocio tan cuidada como sus ventas, y que cada vuelta al circuito ayude también a alguien fuera de ella.',
    },
    { kind: 'heading', text: 'Nuestros valores' },
    {
      kind: 'bullets',
      items: [
        'Humanidad activa: las personas primero, en cada decisión.',
        'Emoción con propósito: la adrenalina está al servicio del equipo.',
        'Excelencia inmersiva: tecnología profesional, cuidada al detalle.',
        'Valentía cultural: nos atrevemos a cambiar cómo se trabaja.',
        'Medición con alma: datos que sirven a las personas, no al revés.',
      ],
    },
    { kind: 'heading', text: 'Tres pilares' },
    {
      kind: 'bullets',
      items: [
        'Tecnología: simuladores profesionales que llevamos a tu empresa y montamos en menos de 30 minutos.',
        'Bienestar: sesiones guiadas que reducen hasta un 40% el estrés percibido y mejoran un 85% el trabajo en equipo.',
        'Causa social: hasta el 94% de los ingresos de la Gira Solidaria se destina a proyectos sociales.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Si compartes esta forma de entender el trabajo, hablemos: te preparamos una demo de 15 minutos con tu equipo.',
    },
  ],
};

/** The data sheet of one /soluciones format, from the tab's own content (one source, apps/marketing). */
export function productSheet(format: Format): PdfDocument {
  const { sheet } = format;
  return {
    title: `Ficha de producto: ${format.product}`,
    subtitle: sheet.groupSize,
    footer: FOOTER,
    blocks: [
      { kind: 'heading', text: format.title },
      { kind: 'paragraph', text: format.summary },
      { kind: 'heading', text: 'Duración y grupo' },
      { kind: 'bullets', items: [`Duración: ${sheet.duration}.`, `Tamaño del grupo: ${sheet.groupSize}.`, ...format.facts.filter(({ label }) => !['Duración', 'Participantes'].includes(label)).map(({ label, value }) => `${label}: ${value}.`)] },
      { kind: 'heading', text: 'Qué incluye' },
      { kind: 'bullets', items: format.includes },
      { kind: 'heading', text: 'Requisitos de espacio y electricidad' },
      { kind: 'bullets', items: [`Espacio: ${sheet.space}`, `Electricidad: ${sheet.power}`] },
      { kind: 'heading', text: 'Agenda de ejemplo' },
      { kind: 'bullets', items: sheet.agenda.map(({ time, activity }) => `${time} · ${activity}`) },
      { kind: 'heading', text: 'Precios orientativos por tipo de empresa' },
      {
        kind: 'bullets',
        items: PRICE_RANGES.map(({ segment, employees, range }) => `${segment}${employees ? ` (${employees.toLowerCase()})` : ''}: ${range}`),
      },
      {
        kind: 'paragraph',
        text: 'Precios sin IVA. Cada presupuesto detalla el formato, la fecha, el lugar y el número de participantes, y es válido durante 30 días.',
      },
      { kind: 'heading', text: 'Ideal para' },
      { kind: 'paragraph', text: format.idealFor },
    ],
  };
}

export const PRODUCT_SHEETS = Object.fromEntries(
  FORMATS.map((format) => [format.id, { path: `fichas/ficha-${format.id}.pdf`, doc: productSheet(format) }]),
) as Record<Format['id'], { path: string; doc: PdfDocument }>;

/** Documents of the press kit, by their file_path in press_resources. */
export const PRESS_DOCUMENTS: Record<string, PdfDocument> = {
  'dosier/dosier-de-prensa-pitwall-2025.pdf': {
    title: 'Dosier de prensa 2025',
    subtitle: 'Pitwall: bienestar emocional con simuladores de Fórmula 1',
    footer: FOOTER,
    blocks: [
      { kind: 'heading', text: 'Quiénes somos' },
      {
        kind: 'paragraph',
        text: 'Pitwall es una empresa de Barcelona que lleva simuladores profesionales de Fórmula 1 a las empresas para mejorar la salud emocional y la cohesión de sus equipos.',
      },
      { kind: 'heading', text: 'Cifras' },
      {
        kind: 'bullets',
        items: [
          '40% de reducción del estrés percibido en programas de seis meses.',
          '+85% en la valoración del trabajo en equipo.',
          '+68% de compromiso declarado.',
          'Hasta el 94% de los ingresos de la Gira Solidaria para proyectos sociales.',
        ],
      },
      { kind: 'heading', text: 'Contacto de prensa' },
      { kind: 'paragraph', text: 'Respondemos a los medios en 24-48 horas laborables a través del formulario de la sala de prensa.' },
    ],
  },
  'notas/nota-de-prensa-gira-solidaria.pdf': {
    title: 'La Gira Solidaria de Pitwall cierra su temporada',
    subtitle: 'Nota de prensa',
    footer: FOOTER,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Barcelona. La Gira Solidaria de Pitwall ha recorrido ocho ciudades con sus simuladores de Fórmula 1, con más de mil participantes de empresas de todo el país.',
      },
      {
        kind: 'paragraph',
        text: 'Hasta el 94% de los ingresos de la gira se destina a proyectos sociales del club sin ánimo de lucro, y el 100% de la taquilla de los eventos solidarios va directamente a las causas elegidas por los participantes.',
      },
      { kind: 'heading', text: 'Próximas paradas' },
      { kind: 'paragraph', text: 'La próxima temporada se anunciará en la sala de prensa y en el blog de Pitwall.' },
    ],
  },
};
