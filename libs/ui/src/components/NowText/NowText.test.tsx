import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** The component and the page's data store as one browser has them (the prerender's and a visitor's are two). */
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
      <Text>{children}</Text>
    </MemoryRouter>
  );
  return { NowText, prerenderedData };
}

const longDate = (now: Date) => `Última actualización: ${now.toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' })}`;

describe('NowText', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  afterEach(() => vi.useRealTimers());

  it('on a page prerendered one day and read on a later one: hydration keeps the HTML without formatting it, then shows the visitor’s day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The prerender: the page rendered in a browser, its data recorded.
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    const prerender = await aBrowser();
    prerender.prerenderedData.startRecording();
    const made = document.createElement('div');
    await act(async () => createRoot(made).render(<prerender.NowText>{longDate}</prerender.NowText>));
    expect(made.textContent).toBe('Última actualización: 25 de noviembre de 2026');
    const html = made.innerHTML;
    const data = prerender.prerenderedData.snapshot();

    // The visitor's browser, five weeks later.
    vi.setSystemTime(new Date('2026-12-31T18:00:00'));
    const { NowText, prerenderedData } = await aBrowser();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    prerenderedData.load(data);
    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    const formatted: string[] = [];
    const spy = (now: Date) => {
      formatted.push(now.toISOString());
      return longDate(now);
    };
    await act(async () => {
      hydrateRoot(container, <NowText>{spy}</NowText>, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Formatted once, with the visitor's day: never while hydrating.
    expect(formatted).toEqual([new Date('2026-12-31T18:00:00').toISOString()]);
    expect(container.textContent).toBe('Última actualización: 31 de diciembre de 2026');
    expect(container.querySelector('[data-pending]')).toBeNull();
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
