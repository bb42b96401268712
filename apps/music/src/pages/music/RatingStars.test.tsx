import { isHydrated } from '@pitwall/config/page-protocol';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** The component as one browser has it (the prerender's number format is not the visitor's). */
async function aBrowser() {
  vi.resetModules();
  const [{ RatingStars }, { createTheme, prerenderedData }, { MemoryRouter }, { ThemeProvider }] = await Promise.all([
    import('./RatingStars.tsx'),
    import('@pitwall/ui'),
    import('@pitwall/router'),
    import('styled-components'),
  ]);
  const Stars = function Stars({ average, total }: { average: number; total: number }) {
    return (
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <RatingStars songId="s1" songTitle="Vuelta rápida" average={average} total={total} mine={undefined} saving={false} onRated={() => undefined} />
        </MemoryRouter>
      </ThemeProvider>
    );
  };
  return { Stars, prerenderedData };
}

describe('RatingStars', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('keeps the prerendered average while a card hydrates, without making a number format, and writes a new one in Spanish', async () => {
    const { Stars: Prerendered } = await aBrowser();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Prerendered average={4.25} total={3} />);
    const summary = () => container.querySelector('[data-testid="rating-summary"]');
    expect(summary()?.textContent).toBe('4,3 de 5 · 3 valoraciones');

    const { Stars, prerenderedData } = await aBrowser();
    prerenderedData.load({});
    const { NumberFormat } = Intl;
    const formats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Stars average={4.25} total={3} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(summary()?.textContent).toBe('4,3 de 5 · 3 valoraciones');
    // The first number format a page makes loads the locale's data: not while hydrating.
    expect(formats).not.toHaveBeenCalled();
    // The stars answer.
    expect(isHydrated(container.querySelector('button') as Element)).toBe(true);

    // New averages (a rating saved, the averages loaded again) are written for real.
    await act(async () => root?.render(<Stars average={4.5} total={4} />));
    expect(summary()?.textContent).toBe('4,5 de 5 · 4 valoraciones');
    expect(formats).toHaveBeenCalled();
  });
});
