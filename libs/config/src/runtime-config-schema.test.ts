// @vitest-environment node
import { readFileSync } from 'node:fs';
import { readRuntimeConfig } from './runtime-config.ts';
import { parseRuntimeConfig } from './runtime-config-schema.ts';

const committed = JSON.parse(
  readFileSync(new URL('../../../apps/shell/config/runtime-config.json', import.meta.url), 'utf8'),
);

describe('parseRuntimeConfig', () => {
  it('accepts the committed configuration', () => {
    expect(parseRuntimeConfig(committed).brand.accentColor).toBe('#FF6C2C');
  });

  it('lists every problem at once', () => {
    const broken = { ...committed, brand: { ...committed.brand, email: 'nope', taxId: '' } };
    expect(() => parseRuntimeConfig(broken)).toThrow(/brand\.email[\s\S]*brand\.taxId|brand\.taxId[\s\S]*brand\.email/);
  });

  it('the browser refuses a file without the parts the site reads', () => {
    expect(readRuntimeConfig(committed).brand.name).toBe('Pitwall');
    expect(() => readRuntimeConfig({ ...committed, supabase: null })).toThrow(/supabase/);
    expect(() => readRuntimeConfig('<html>')).toThrow(/supabase[\s\S]*brand[\s\S]*integrations/);
  });
});
