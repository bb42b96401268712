// @vitest-environment node
import { readFileSync } from 'node:fs';
import { readRuntimeConfig } from './runtime-config.ts';
import { parseRuntimeConfig, productionConfigProblems } from './runtime-config-schema.ts';

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

describe('the committed configuration for production', () => {
  const defaults = parseRuntimeConfig(committed);

  it('links to nothing this site does not serve: the club waiting list is left empty (the page asks through /contacto)', () => {
    expect(defaults.brand.charityClubWaitlistUrl).toBe('');
  });

  it('is refused for production while its integrations are the placeholders, naming each and its variable', () => {
    expect(productionConfigProblems(defaults, defaults)).toEqual([
      `integrations.bookingUrl is the committed placeholder ${defaults.integrations.bookingUrl}: set BOOKING_URL`,
      'brand.charityClubWaitlistUrl is empty: set CLUB_WAITLIST_URL',
    ]);
    const booked = { ...defaults, integrations: { ...defaults.integrations, bookingUrl: 'https://reservas.example/pitwall' } };
    expect(productionConfigProblems(booked, defaults)).toEqual(['brand.charityClubWaitlistUrl is empty: set CLUB_WAITLIST_URL']);
    const ready = { ...booked, brand: { ...booked.brand, charityClubWaitlistUrl: 'https://club.example/espera' } };
    expect(productionConfigProblems(ready, defaults)).toEqual([]);
  });
});
