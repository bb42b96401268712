import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** The component and the page's data store as one browser has it (the prerender's and a visitor's are two). */
async function aBrowser() {
  vi.resetModules();
  const [{ NowText: Text }, { prerenderedData }, { MemoryRouter }] = await Promise.all([
    import('./NowText.tsx'),
    import('../../hooks/prerendered-data.ts'),
    import('@pitwall/router'),
  ]);
  // On the site it is always inside the page's router.
  const NowText = ({ children }: { children: (now: Date) => ReactNode }) => (
    <MemoryRouter>
      <Text lastsUntil={endOfLocalDay}>{children}</Text>
    </MemoryRouter>
  );
  return { NowText, prerenderedData };
}

const endOfLocalDay = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
const longDate = (now: Date) => `Última actualización: ${now.toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' })}`;

/** The prerender: the page rendered the way a server renders it, in a browser, its data recorded. */
async function prerendered() {
  const { NowText, prerenderedData } = await aBrowser();
  prerenderedData.startRecording();
  const html = renderToString(<NowText>{longDate}</NowText>);
  return { html, data: prerenderedData.snapshot() };
}

/** A visitor's browser hydrating that page; what it formats, and the errors React reports. */
async function hydrated({ html, data }: { html: string; data: Record<string, unknown> }) {
  const { NowText, prerenderedData } = await aBrowser();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  prerenderedData.load(data);
  const mismatches: unknown[] = [];
  const formatted: string[] = [];
  const spy = (now: Date) => {
    formatted.push(now.toISOString());
    return longDate(now);
  };
  await act(async () => {
    hydrateRoot(container, <NowText>{spy}</NowText>, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, mismatches, formatted };
}

describe('NowText', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  afterEach(() => vi.useRealTimers());

  it('read on the day it was made: hydration keeps the text, formats nothing, and shows it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    const page = await prerendered();
    expect(page.html).toContain('data-pending');

    vi.setSystemTime(new Date('2026-11-25T23:59:00'));
    const errors = vi.spyOn(console, 'error');
    const { container, mismatches, formatted } = await hydrated(page);
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(formatted).toEqual([]);
    expect(container.textContent).toBe('Última actualización: 25 de noviembre de 2026');
    expect(container.querySelector('[data-pending]')).toBeNull();
    container.remove();
  });

  it('read on a later day: hydration keeps the HTML without formatting it, then shows the visitor’s day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    const page = await prerendered();

    // The visitor's browser, five weeks later.
    vi.setSystemTime(new Date('2026-12-31T18:00:00'));
    const errors = vi.spyOn(console, 'error');
    const { container, mismatches, formatted } = await hydrated(page);
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Formatted once, with the visitor's day: never while hydrating.
    expect(formatted).toEqual([new Date('2026-12-31T18:00:00').toISOString()]);
    expect(container.textContent).toBe('Última actualización: 31 de diciembre de 2026');
    expect(container.querySelector('[data-pending]')).toBeNull();
    container.remove();
  });

  it('read with a clock behind the moment it was made (a clock fixed in the past): shows the visitor’s day, not the page’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:30:00'));
    const page = await prerendered();

    vi.setSystemTime(new Date('2026-11-26T12:00:00'));
    const { container, mismatches, formatted } = await hydrated(page);
    expect(mismatches).toEqual([]);
    expect(formatted).toEqual([new Date('2026-11-26T12:00:00').toISOString()]);
    expect(container.textContent).toBe('Última actualización: 26 de noviembre de 2026');
    container.remove();
  });

  it('HTML rendered without a browser hides the day it was made until the visitor’s day replaces it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    const { NowText, prerenderedData } = await aBrowser();
    const html = renderToString(<NowText>{longDate}</NowText>);
    expect(html).toContain('data-pending');
    expect(html).toContain('25 de noviembre de 2026');

    vi.setSystemTime(new Date('2026-12-31T18:00:00'));
    const container = document.createElement('div');
    container.innerHTML = html;
    prerenderedData.load({});
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <NowText>{longDate}</NowText>, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Última actualización: 31 de diciembre de 2026');
    expect(container.querySelector('[data-pending]')).toBeNull();
  });
});
