import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerenderedData } from '../../hooks/prerendered-data.ts';
import { NowText } from './NowText.tsx';

const longDate = (now: Date) => `Última actualización: ${now.toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' })}`;

describe('NowText', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  afterEach(() => vi.useRealTimers());

  it('on a page made one day and read on a later one: the HTML hides the day it was made, hydration matches it, then shows the visitor’s day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    prerenderedData.startRecording();
    const html = renderToString(<NowText>{longDate}</NowText>);
    expect(html).toContain('data-pending');
    expect(html).toContain('25 de noviembre de 2026');
    const data = prerenderedData.snapshot();

    // The visitor's browser, five weeks later.
    vi.setSystemTime(new Date('2026-12-31T18:00:00'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    prerenderedData.load(data);
    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <NowText>{longDate}</NowText>, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Última actualización: 31 de diciembre de 2026');
    expect(container.querySelector('[data-pending]')).toBeNull();
    container.remove();
  });
});
