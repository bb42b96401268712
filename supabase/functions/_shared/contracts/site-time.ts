/**
 * The company's time zone: a day, a year and a time are Spain's wherever a page, an e-mail or a
 * report is made or read. The prerender (a server on UTC) and a visitor's browser then write the
 * same date for one moment, and the staff's "today" is Madrid's. Plain TypeScript, so the edge
 * functions import it directly and libs/ui re-exports it for the apps; the database's reports write
 * it in SQL (`at time zone`), tied to this one by site-time.test.ts.
 */
export const SITE_TIME_ZONE = 'Europe/Madrid';

