// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parseRuntimeConfig } from './runtime-config.ts';

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
});
