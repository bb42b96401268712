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
  /** First wait before connecting again after the connection is lost (doubling to 15 s). */
  retryMs?: number;
}

const RETRY_MAX_MS = 15_000;

/**
 * Listens for changes and makes the affected remotes' pages again, one prerender at a time. The
 * database may go away (a restart): the listener connects again, and since changes made meanwhile
 * were not heard, makes every remote's pages again once it is back.
 */
export async function keepPagesFresh({ dbUrl, siteUrl, pagesDir, log, settleMs = 1500, retryMs = 1000 }: FreshPagesOptions): Promise<{ stop(): Promise<void> }> {
  const pending = new Set<string>();
  let everything = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let client: pg.Client | undefined;

  const remake = async () => {
    const all = everything;
    const remotes = [...pending];
    everything = false;
    pending.clear();
    if ((!all && remotes.length === 0) || stopped) return;
    try {
      const report = await prerenderSite({ siteUrl, remotes: all ? undefined : remotes, pagesDir, log: () => undefined, callerHandlesSignals: true });
      const missing = missingPages(report);
      const made = Object.entries(report).map(([name, { written }]) => `${name} ${written.length}`).join(', ');
      log(`Pages made again after ${all ? 'the database came back' : 'a change'}: ${made}${missing.length > 0 ? `; NOT made: ${missing.map((page) => page.path).join(', ')} (npm run prerender says why)` : ''}`);
    } catch (error) {
      log(`Pages could not be made again (${error instanceof Error ? error.message : String(error)}); the routes keep their previous pages. Run npm run prerender.`);
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    // Chained: a change during a prerender is made by the next one, never by two at once.
    timer = setTimeout(() => (running = running.then(remake)), settleMs);
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString: dbUrl });
    // A lost connection also ends it: 'end' below says so and connects again.
    next.on('error', () => undefined);
    next.on('notification', ({ payload }) => {
      const remote = payload ? REMOTE_OF_TABLE[payload] : undefined;
      if (!remote || stopped) return;
      pending.add(remote);
      schedule();
    });
    try {
      await next.connect();
      await next.query('LISTEN public_content_changed');
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.once('end', () => {
      if (stopped) return;
      log('!!! The fresh-pages listener lost the database; connecting again…');
      void reconnect();
    });
    client = next;
  };

  const reconnect = async () => {
    for (let delayMs = retryMs; !stopped; delayMs = Math.min(delayMs * 2, RETRY_MAX_MS)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (stopped) return;
      try {
        await listen();
      } catch {
        continue;
      }
      log("!!! The fresh-pages listener is back: making every remote's pages again (changes made meanwhile were not heard)");
      everything = true;
      schedule();
      return;
    }
  };

  await listen();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await client?.end().catch(() => undefined);
    },
  };
}
