import { MemoryRouter } from '@pitwall/router';
import { createTheme, prerenderedData } from '@pitwall/ui';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { PageSection } from './blocks.tsx';

const Section = ({ title }: { title: string }) => (
  <ThemeProvider theme={createTheme()}>
    <MemoryRouter>
      <PageSection id="beneficios" eyebrow="Beneficios" title={title} lead="Resultados medidos.">
        <button type="button">Quiero mi demo F1</button>
      </PageSection>
    </MemoryRouter>
  </ThemeProvider>
);

const TextSection = ({ title, href }: { title: string; href: string }) => (
  <ThemeProvider theme={createTheme()}>
    <MemoryRouter>
      <PageSection textOnly watch={[href]} id="clientes" eyebrow="Para quién" title={title}>
        <ul>
          <li>Startups</li>
        </ul>
        <a href={href}>Lista de espera</a>
      </PageSection>
    </MemoryRouter>
  </ThemeProvider>
);

const isHydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));

describe('PageSection', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('keeps its heading as prerendered while the page hydrates (copy answers nothing), and its content hydrates', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Section title="Lo que cambia en tu equipo" />);
    const heading = container.querySelector('h2');
    prerenderedData.load({});
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Section title="Lo que cambia en tu equipo" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('beneficios');
    expect(heading?.id).toBe('beneficios');
    expect(isHydrated(heading)).toBe(false);
    expect(isHydrated(container.querySelector('button'))).toBe(true);

    // A new title renders for real: nothing stays as prerendered once it differs.
    await act(async () => root?.render(<Section title="Lo que cambia" />));
    expect(container.querySelector('h2')?.textContent).toBe('Lo que cambia');
    expect(isHydrated(container.querySelector('h2'))).toBe(true);
  });

  it('keeps a text-only section as prerendered as a whole, and renders it for real once a watched value differs', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<TextSection title="Para cada organización" href="/contacto" />);
    const prerendered = container.innerHTML;
    prerenderedData.load({});
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <TextSection title="Para cada organización" href="/contacto" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(prerendered);
    expect(isHydrated(container.querySelector('section'))).toBe(true);
    for (const part of ['div', 'h2', 'ul', 'li', 'a']) expect(isHydrated(container.querySelector(`section ${part}`))).toBe(false);

    // A watched value (the runtime configuration's link) that differs renders the section for real.
    await act(async () => root?.render(<TextSection title="Para cada organización" href="https://club.example/espera" />));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://club.example/espera');
    expect(isHydrated(container.querySelector('section a'))).toBe(true);
  });
});
