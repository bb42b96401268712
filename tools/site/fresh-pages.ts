import pg from 'pg';
import { missingPages, prerenderSite } from '../prerender/prerender.mjs';

// Prerendered pages follow the data: when the admin panel (or anything) writes a table a public
// page shows, the database says so on 'public_content_changed' (migration
// 20261127090000_public_content_changes.sql) and the pages of the remote that shows it are made
// again. The sitemap needs nothing: the shell's server makes it per request from the live data.

/** The remote whose public pages show each table. */
export const REMOTE_OF_TABLE: Record<string, string> = {
  products: 'commerce',
  product_variants: 'commerce',
  blog_posts: 'content',
  press_resources: 'content',
  songs: 'music',
  top10_playlist: 'music',
  top10_weekly_history: 'music',
  site_images: 'marketing',
};

export interface FreshPagesOptions {
  dbUrl: string;
  siteUrl: string;
  pagesDir: string;
  log: (line: string) => void;
  /** Writes closer together than this make one prerender (a save touches several tables). */
  settleMs?: number;
}

/** Listens for changes and makes the affected remotes' pages again, one prerender at a time. */
export async function keepPagesFresh({ dbUrl, siteUrl, pagesDir, log, settleMs = 1500 }: FreshPagesOptions): Promise<{ stop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: dbUrl });
  // The stack going down ends the connection: nothing to do then but stop listening.
  client.on('error', () => undefined);
  await client.connect();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const remake = async () => {
    const remotes = [...pending];
    pending.clear();
    if (remotes.length === 0 || stopped) return;
    try {
      const report = await prerenderSite({ siteUrl, remotes, pagesDir, log: () => undefined });
      const missing = missingPages(report);
      const made = Object.entries(report).map(([name, { written }]) => `${name} ${written.length}`).join(', ');
      log(`Pages made again after a change: ${made}${missing.length > 0 ? `; NOT made: ${missing.map((page) => page.path).join(', ')} (npm run prerender says why)` : ''}`);
    } catch (error) {
      log(`Pages could not be made again (${error instanceof Error ? error.message : String(error)}); the routes keep their previous pages. Run npm run prerender.`);
    }
  };

  client.on('notification', ({ payload }) => {
    const remote = payload ? REMOTE_OF_TABLE[payload] : undefined;
    if (!remote || stopped) return;
    pending.add(remote);
    clearTimeout(timer);
    // Chained: a change during a prerender is made by the next one, never by two at once.
    timer = setTimeout(() => (running = running.then(remake)), settleMs);
  });
  await client.query('LISTEN public_content_changed');

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await client.end().catch(() => undefined);
    },
  };
}
