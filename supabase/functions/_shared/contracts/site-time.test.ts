import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SITE_TIME_ZONE } from './site-time.ts';

// SQL cannot import the constant: the migrations write the zone themselves, and this ties them.
describe('the site has one time zone', () => {
  test("every day or week the database's SQL counts is in the site's time zone", () => {
    const migrations = new URL('../../../migrations/', import.meta.url);
    const zones = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) => [...readFileSync(new URL(file, migrations), 'utf8').matchAll(/time zone\s+'([^']*)'/gi)].map(([, zone]) => ({ file, zone })));
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.filter(({ zone }) => zone !== SITE_TIME_ZONE)).toEqual([]);
  });
});
