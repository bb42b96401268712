import type { LeadRow, LeadSortColumn, LeadTable } from '@pitwall/backend/admin';
import type { ReactNode } from 'react';

export interface LeadColumn<T extends LeadTable> {
  label: string;
  cell: (row: LeadRow<T>) => ReactNode;
  /** Long free text: the column gets room to wrap. */
  wide?: boolean;
}

export interface LeadSort<T extends LeadTable> {
  /** The value kept in the URL (?orden=…). */
  id: string;
  label: string;
  column: LeadSortColumn<T>;
  ascending: boolean;
}

export interface LeadList<T extends LeadTable> {
  table: T;
  title: string;
  description: string;
  columns: LeadColumn<T>[];
  /** The first is the default. */
  sorts: LeadSort<T>[];
}

const DATE_TIME = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });

/** The moment a lead arrived, in Spanish and in the company's time zone (same text in Node and in the browser). */
export const formatReceived = (iso: string) => DATE_TIME.format(new Date(iso));

const sentAt = (iso: string | null) => (iso ? formatReceived(iso) : 'No');
const orDash = (value: string | null) => value || '—';

function byName<T extends LeadTable>(extra: LeadSort<T>[] = []): LeadSort<T>[] {
  return [
    { id: 'recientes', label: 'Más recientes', column: 'created_at' as LeadSortColumn<T>, ascending: false },
    { id: 'antiguos', label: 'Más antiguos', column: 'created_at' as LeadSortColumn<T>, ascending: true },
    ...extra,
    { id: 'email', label: 'Email (A-Z)', column: 'email' as LeadSortColumn<T>, ascending: true },
  ];
}

const nameSort = { id: 'nombre', label: 'Nombre (A-Z)', column: 'nombre', ascending: true } as const;
const companySort = { id: 'empresa', label: 'Empresa (A-Z)', column: 'empresa', ascending: true } as const;

const contactMessages: LeadList<'contact_messages'> = {
  table: 'contact_messages',
  title: 'Mensajes de contacto',
  description: 'Mensajes y solicitudes de demo enviados desde los formularios del sitio.',
  columns: [
    { label: 'Recibido', cell: (row) => formatReceived(row.created_at) },
    { label: 'Nombre', cell: (row) => row.nombre },
    { label: 'Empresa', cell: (row) => row.empresa },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Teléfono', cell: (row) => row.telefono },
    { label: 'Puesto', cell: (row) => row.puesto },
    { label: 'Formulario', cell: (row) => row.source },
    { label: 'Mensaje', cell: (row) => row.mensaje, wide: true },
  ],
  sorts: byName([nameSort, companySort]),
};

const manifestoDownloads: LeadList<'manifesto_downloads'> = {
  table: 'manifesto_downloads',
  title: 'Descargas del manifiesto',
  description: 'Quién ha pedido el manifiesto y si se le envió.',
  columns: [
    { label: 'Recibido', cell: (row) => formatReceived(row.created_at) },
    { label: 'Nombre', cell: (row) => row.nombre },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Empresa', cell: (row) => orDash(row.empresa) },
    { label: 'Puesto', cell: (row) => orDash(row.puesto) },
    { label: 'Enviado', cell: (row) => sentAt(row.email_sent_at) },
  ],
  sorts: byName([nameSort, companySort]),
};

const FORMATS: Record<string, string> = { demoday: 'Demo Day', experience: 'Experience Day', suscripcion: 'Suscripción', torneos: 'Torneos' };

const productSheetRequests: LeadList<'product_sheet_requests'> = {
  table: 'product_sheet_requests',
  title: 'Fichas de producto',
  description: 'Solicitudes de ficha desde las pestañas de /soluciones.',
  columns: [
    { label: 'Recibido', cell: (row) => formatReceived(row.created_at) },
    { label: 'Nombre', cell: (row) => row.nombre },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Teléfono', cell: (row) => row.telefono },
    { label: 'Empresa', cell: (row) => orDash(row.empresa) },
    { label: 'Puesto', cell: (row) => row.puesto },
    { label: 'Formato', cell: (row) => FORMATS[row.formato_producto] ?? row.formato_producto },
    { label: 'Equipo', cell: (row) => row.tamano_equipo },
    { label: 'Necesidades', cell: (row) => orDash(row.necesidades_especificas), wide: true },
  ],
  sorts: byName([nameSort, companySort]),
};

const REQUEST_KINDS: Record<string, string> = {
  entrevista: 'Entrevista',
  informacion: 'Información',
  recursos: 'Recursos',
  evento: 'Evento',
  otro: 'Otro',
};

const pressContacts: LeadList<'press_contacts'> = {
  table: 'press_contacts',
  title: 'Contactos de prensa',
  description: 'Solicitudes de periodistas desde la sala de prensa.',
  columns: [
    { label: 'Recibido', cell: (row) => formatReceived(row.created_at) },
    { label: 'Nombre', cell: (row) => row.nombre },
    { label: 'Medio', cell: (row) => row.medio },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Teléfono', cell: (row) => orDash(row.telefono) },
    { label: 'Tipo', cell: (row) => REQUEST_KINDS[row.tipo_solicitud] ?? row.tipo_solicitud },
    { label: 'Mensaje', cell: (row) => row.mensaje, wide: true },
  ],
  sorts: byName([nameSort, { id: 'medio', label: 'Medio (A-Z)', column: 'medio', ascending: true }]),
};

const blogSubscribers: LeadList<'blog_subscribers'> = {
  table: 'blog_subscribers',
  title: 'Suscriptores del blog',
  description: 'Direcciones suscritas al blog y cuándo recibieron la bienvenida.',
  columns: [
    { label: 'Suscrito', cell: (row) => formatReceived(row.created_at) },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Bienvenida enviada', cell: (row) => sentAt(row.confirmation_sent_at) },
  ],
  sorts: byName(),
};

const musicDownloads: LeadList<'music_downloads'> = {
  table: 'music_downloads',
  title: 'Descargas de música',
  description: 'Quién ha pedido enlaces de descarga de canciones.',
  columns: [
    { label: 'Recibido', cell: (row) => formatReceived(row.created_at) },
    { label: 'Nombre', cell: (row) => row.nombre },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Empresa', cell: (row) => orDash(row.empresa) },
    { label: 'Enlace enviado', cell: (row) => sentAt(row.email_sent_at) },
  ],
  sorts: byName([nameSort, companySort]),
};

/** Every list, by the section id it has in the URL (?seccion=…). */
export const LEAD_LISTS = {
  contacto: contactMessages,
  manifiesto: manifestoDownloads,
  fichas: productSheetRequests,
  prensa: pressContacts,
  suscriptores: blogSubscribers,
  musica: musicDownloads,
} as const;

export type LeadSection = keyof typeof LEAD_LISTS;
