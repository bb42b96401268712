const DATE_TIME = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });

/** A moment in Spanish and in the company's time zone (same text in Node and in the browser). */
export const formatReceived = (iso: string) => DATE_TIME.format(new Date(iso));
