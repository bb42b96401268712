/**
 * Every e-mail the functions send, in Spanish, rendered through the one branded layout.
 * Texts live here so they can be read and reviewed together.
 */
import { brand } from './brand.ts';
import { formatMailDateTime, renderEmail, type MailMessage } from './mailer.ts';
import { PRESS_REQUEST_TYPES, type PressRequestType } from './labels.ts';

export interface ContactMessageRow {
  id: string;
  nombre: string;
  empresa: string;
  email: string;
  telefono: string;
  puesto: string;
  mensaje: string;
  source: string;
  created_at: string;
}

const SOURCE_LABELS: Record<string, string> = {
  contacto: 'Formulario de contacto',
  demo: 'Solicitud de demo',
};

export function contactNotification(row: ContactMessageRow): MailMessage {
  const origin = SOURCE_LABELS[row.source] ?? `Formulario «${row.source}»`;
  const rendered = renderEmail({
    subject: `Nuevo mensaje de ${row.nombre} (${row.empresa})`,
    preheader: `${origin}: ${row.mensaje.slice(0, 80)}`,
    heading: 'Nuevo mensaje desde la web',
    blocks: [
      { kind: 'paragraph', text: `${origin}. Responde a este email para contestar directamente a ${row.nombre}.` },
      {
        kind: 'fields',
        rows: [
          ['Nombre', row.nombre],
          ['Empresa', row.empresa],
          ['Puesto', row.puesto],
          ['Email', row.email],
          ['Teléfono', row.telefono],
          ['Recibido', formatMailDateTime(row.created_at)],
        ],
      },
      { kind: 'quote', label: 'Mensaje', text: row.mensaje },
      { kind: 'paragraph', text: `Referencia interna: ${row.id}` },
    ],
  });
  return { to: brand.companyInbox(), replyTo: row.email, ...rendered };
}

// The three mails below go to an address a visitor typed, which may be someone else's: they say
// what was requested and nothing the visitor wrote (no name, no free text), so the site cannot be
// used to put a stranger's words in a third party's inbox. The company's own notifications carry it.

export function manifestoEmail(input: { email: string; url: string }): MailMessage {
  const rendered = renderEmail({
    subject: `Tu Manifiesto ${brand.name}`,
    preheader: 'Aquí tienes el manifiesto que has solicitado.',
    heading: 'Aquí tienes nuestro Manifiesto',
    blocks: [
      {
        kind: 'paragraph',
        text: `Gracias por tu interés en ${brand.name}. En nuestro Manifiesto te contamos por qué creemos que la emoción de la Fórmula 1 puede cuidar la salud emocional de los equipos, unirlos y medir su impacto.`,
      },
      { kind: 'button', label: 'Descargar el Manifiesto (PDF)', url: input.url },
      {
        kind: 'paragraph',
        text: '¿Quieres vivirlo con tu equipo? Responde a este email y te preparamos una demo de 15 minutos.',
      },
    ],
  });
  return { to: input.email, replyTo: brand.companyInbox(), ...rendered };
}

export function productSheetEmail(input: { email: string; formatLabel: string; url: string; tamanoEquipo?: string | null }): MailMessage {
  const blocks: Parameters<typeof renderEmail>[0]['blocks'] = [
    {
      kind: 'paragraph',
      text: `Gracias por tu interés en ${input.formatLabel}. En la ficha encontrarás el formato, la duración, el tamaño del grupo, lo que incluye, los requisitos de espacio y electricidad, una agenda de ejemplo y los precios orientativos.`,
    },
    { kind: 'button', label: `Descargar la ficha de ${input.formatLabel} (PDF)`, url: input.url },
  ];
  // The team size is one of the form's options, not visitor text.
  if (input.tamanoEquipo) blocks.push({ kind: 'fields', rows: [['Tamaño del equipo', input.tamanoEquipo]] });
  blocks.push({
    kind: 'paragraph',
    text: 'Nuestro equipo revisará tu solicitud y te contactará para adaptar la propuesta a tu empresa.',
  });
  const rendered = renderEmail({
    subject: `Ficha de ${input.formatLabel} · ${brand.name}`,
    preheader: `La ficha de ${input.formatLabel} que has solicitado.`,
    heading: `Aquí tienes la ficha de ${input.formatLabel}`,
    blocks,
  });
  return { to: input.email, replyTo: brand.companyInbox(), ...rendered };
}

export interface DownloadSong {
  title: string;
  autor: string;
  genre: string;
  duration: string;
  previewUrl: string;
  downloadUrl: string;
}

export function musicDownloadEmail(input: { email: string; songs: DownloadSong[] }): MailMessage {
  const single = input.songs.length === 1 ? input.songs[0] : undefined;
  const rendered = renderEmail({
    subject: single ? `Tu descarga: «${single.title}»` : `Tus descargas de ${brand.name} Music (${input.songs.length} canciones)`,
    preheader: 'Los enlaces de descarga que has solicitado.',
    heading: 'Tu música está lista',
    blocks: [
      {
        kind: 'paragraph',
        text: single
          ? 'Aquí tienes el enlace para escuchar y descargar la canción que has elegido. Es 100% original y libre de derechos.'
          : 'Aquí tienes los enlaces para escuchar y descargar las canciones que has elegido. Son 100% originales y libres de derechos.',
      },
      {
        kind: 'links',
        items: input.songs.map((song) => ({
          title: song.title,
          subtitle: `${song.autor} · ${song.genre} · ${song.duration}`,
          links: [
            { label: 'Escuchar', url: song.previewUrl },
            { label: 'Descargar', url: song.downloadUrl },
          ],
        })),
      },
      {
        kind: 'paragraph',
        text: '¿Necesitas una canción a medida para tu marca o tu evento? Responde a este email y te la creamos.',
      },
    ],
  });
  return { to: input.email, replyTo: brand.companyInbox(), ...rendered };
}

export function blogSubscriptionConfirmation(input: { email: string; blogUrl: string }): MailMessage {
  const rendered = renderEmail({
    subject: `¡Bienvenido al blog de ${brand.name}!`,
    preheader: 'Tu suscripción al blog está confirmada.',
    heading: '¡Tu suscripción está confirmada!',
    blocks: [
      {
        kind: 'paragraph',
        text: `Gracias por suscribirte al blog de ${brand.name}. Ya puedes leer todas nuestras publicaciones: al abrir un artículo, introduce este email (${input.email}) para desbloquearlo.`,
      },
      { kind: 'button', label: 'Ir al blog', url: input.blogUrl },
      {
        kind: 'paragraph',
        text: 'Si no has sido tú quien se ha suscrito, puedes ignorar este mensaje.',
      },
    ],
  });
  return { to: input.email, replyTo: brand.companyInbox(), ...rendered };
}

export interface PressContactRow {
  id: string;
  nombre: string;
  medio: string;
  email: string;
  telefono: string | null;
  tipo_solicitud: PressRequestType;
  mensaje: string;
  created_at: string;
}

export function pressContactNotification(row: PressContactRow): MailMessage {
  const tipo = PRESS_REQUEST_TYPES[row.tipo_solicitud] ?? row.tipo_solicitud;
  const rendered = renderEmail({
    subject: `Solicitud de prensa: ${tipo} · ${row.medio}`,
    preheader: `${row.nombre} (${row.medio}) · ${tipo}`,
    heading: 'Nueva solicitud de prensa',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Recuerda: nos comprometemos a responder en 24-48 horas laborables. Responde a este email para contestar al periodista.',
      },
      {
        kind: 'fields',
        rows: [
          ['Nombre', row.nombre],
          ['Medio', row.medio],
          ['Email', row.email],
          ['Teléfono', row.telefono],
          ['Tipo de solicitud', tipo],
          ['Recibida', formatMailDateTime(row.created_at)],
        ],
      },
      { kind: 'quote', label: 'Mensaje', text: row.mensaje },
      { kind: 'paragraph', text: `Referencia interna: ${row.id}` },
    ],
  });
  return { to: brand.pressInbox(), replyTo: row.email, ...rendered };
}
