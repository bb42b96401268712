/** The values a table's check constraint lists, read from the database the tests run against. */
import pg from 'pg';
import { stackValues } from '../../../tools/local-stack/testing.ts';

/**
 * The quoted literals of `constraint` on public.`table` (`metric in ('LCP', 'INP', …)` → ['LCP',
 * 'INP', …]): agreement tests feed them as inputs too, so a value only the database lists is tried.
 */
export async function checkValues(table: string, constraint: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and conname = $2`,
      [`public.${table}`, constraint],
    );
    if (!rows[0]) throw new Error(`No check ${constraint} on ${table}`);
    return [...rows[0].definition.matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
  } finally {
    await db.end();
  }
}
