import { parseRuntimeConfig } from './runtime-config-schema.ts';
import { setRuntimeConfig } from './runtime-config.ts';

/** Test-only: a complete runtime configuration (local API, demo brand), set as the page's. */
export function setTestRuntimeConfig(): void {
  setRuntimeConfig(
    parseRuntimeConfig({
      supabase: { url: 'http://localhost:54321', anonKey: 'anon-key-for-tests' },
      brand: {
        name: 'Pitwall',
        legalName: 'Pitwall Wellbeing Experiences S.L.',
        taxId: 'B-67345128',
        registry: '',
        address: { street: 'Carrer de Pujades, 77', postalCode: '08005', city: 'Barcelona', country: 'España' },
        email: 'hola@pitwall.es',
        pressEmail: 'prensa@pitwall.es',
        whatsapp: { display: '+34 612 345 678', number: '34612345678' },
        accentColor: '#FF6C2C',
        social: [],
        charityClubWaitlistUrl: 'https://www.pitwall.es/club',
        siteUrl: 'https://www.pitwall.es',
      },
      integrations: { bookingUrl: 'https://calendly.com/pitwall/demo' },
    }),
  );
}
