import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));

// supabase/README.md's table says what each migration adds: a migration missing from it is one a
// reader of the README does not know exists.
describe('supabase/README.md', () => {
  it('lists every migration in its table', () => {
    const readme = readFileSync(`${supabaseDir}/README.md`, 'utf8');
    const names = readdirSync(`${supabaseDir}/migrations`)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/^\d+_/, '').replace(/\.sql$/, ''));
    expect(names.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
