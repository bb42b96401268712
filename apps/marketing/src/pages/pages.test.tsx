// @vitest-environment node
import { readFileSync } from 'node:fs';
import { setRuntimeConfig } from '@pitwall/config';
import { parseRuntimeConfig } from '@pitwall/config/schema';
import { MemoryRouter } from '@pitwall/router';
import { createTheme } from '@pitwall/ui';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import AboutPage from './about/AboutPage.tsx';
import BenefitsPage from './benefits/BenefitsPage.tsx';
import ContactPage from './contact/ContactPage.tsx';
import HomePage from './home/HomePage.tsx';
import ImpactPage from './impact/ImpactPage.tsx';
import CookiesPolicyPage from './legal/CookiesPolicyPage.tsx';
import PrivacyPolicyPage from './legal/PrivacyPolicyPage.tsx';
import TermsOfSalePage from './legal/TermsOfSalePage.tsx';
import TermsOfUsePage from './legal/TermsOfUsePage.tsx';
import SolutionsPage from './solutions/SolutionsPage.tsx';
// The headings the e2e specs check too: one copy of them.
import { headingOf } from '../../../../e2e/support/routes.ts';

// Every marketing page renders in Node (no window or document during render) with one h1.
setRuntimeConfig(
  parseRuntimeConfig(JSON.parse(readFileSync(new URL('../../../shell/config/runtime-config.json', import.meta.url), 'utf8'))),
);

const PAGES: [string, ComponentType][] = [
  ['/', HomePage],
  ['/nosotros', AboutPage],
  ['/soluciones', SolutionsPage],
  ['/beneficios', BenefitsPage],
  ['/impacto', ImpactPage],
  ['/contacto', ContactPage],
  ['/politica-cookies', CookiesPolicyPage],
  ['/politica-privacidad', PrivacyPolicyPage],
  ['/condiciones-uso', TermsOfUsePage],
  ['/condiciones-contratacion', TermsOfSalePage],
];

function render(path: string, Page: ComponentType) {
  return renderToString(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('marketing pages in Node', () => {
  it.each(PAGES)('%s renders with one h1', (path, Page) => {
    const html = render(path, Page);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(`${headingOf(path)}</h1>`);
    expect(html).not.toMatch(/undefined|\[object Object\]/);
  });

  it('/soluciones opens the tab the URL names, else Demo Day', () => {
    expect(render('/soluciones?formato=experience', SolutionsPage)).toContain('8\u00a0horas');
    expect(render('/soluciones', SolutionsPage)).toContain('4\u00a0horas');
  });
});
