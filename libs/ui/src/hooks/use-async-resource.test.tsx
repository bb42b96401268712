import { act, cleanup, renderHook } from '@testing-library/react';
import { prerenderedData } from './prerendered-data.ts';
import { useAsyncResource } from './use-async-resource.ts';

// The browser's idle callbacks, run when a test says the browser has nothing more urgent to do.
const idleWork: Array<() => void> = [];
beforeEach(() => {
  idleWork.length = 0;
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idleWork.push(work));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => (idleWork[handle - 1] = () => undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const idle = () => act(() => idleWork.splice(0).forEach((work) => work()));

describe('useAsyncResource', () => {
  it('starts loading, then shows the data', async () => {
    const { result } = renderHook(() => useAsyncResource(() => Promise.resolve(['a']), null, 'test/plain'));
    expect(result.current.status).toBe('loading');
    await act(() => Promise.resolve());
    expect(result.current).toMatchObject({ status: 'success', data: ['a'] });
  });

  it('a prerendered page starts from the data it was rendered with, shown at once, then loads it again once the browser is idle', async () => {
    prerenderedData.load({ 'test/prices:{"page":1}': [{ price: 20 }] });
    let answer!: (value: Array<{ price: number }>) => void;
    const load = vi.fn(() => new Promise<Array<{ price: number }>>((resolve) => (answer = resolve)));
    const states: string[] = [];
    const { result } = renderHook(() => {
      const resource = useAsyncResource(load, JSON.stringify({ page: 1 }), 'test/prices');
      states.push(resource.status);
      return resource;
    });
    expect(result.current).toMatchObject({ status: 'success', data: [{ price: 20 }] });
    // Not in the hydration's own effects: supabase-js would hold up the rest of the page.
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
    // Nobody asked for this check, so nothing shows it (a refresh button stays enabled).
    expect(result.current.reloading).toBeFalsy();
    await act(async () => answer([{ price: 27 }]));
    expect(result.current).toMatchObject({ status: 'success', data: [{ price: 27 }] });
    // Never a loading state in between.
    expect(states).not.toContain('loading');
  });

  it('the same data loaded again keeps the object already shown (what shows it need not render again)', async () => {
    const shown = [{ title: 'Vuelta rápida' }];
    prerenderedData.load({ 'test/songs:null': shown });
    let answer!: (value: Array<{ title: string }>) => void;
    const { result } = renderHook(() => useAsyncResource(() => new Promise<Array<{ title: string }>>((resolve) => (answer = resolve)), null, 'test/songs'));
    idle();
    await act(async () => answer([{ title: 'Vuelta rápida' }]));
    expect(result.current.data).toBe(shown);
    act(() => result.current.reload());
    // Asked for: shown while it loads.
    expect(result.current.reloading).toBe(true);
    await act(async () => answer([{ title: 'Curva cerrada' }]));
    expect(result.current.data).toEqual([{ title: 'Curva cerrada' }]);
  });

  it('the check of prerendered data that brings the same data renders nothing', async () => {
    prerenderedData.load({ 'test/weekly:null': [{ week: 48 }] });
    let answer!: (value: Array<{ week: number }>) => void;
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useAsyncResource(() => new Promise<Array<{ week: number }>>((resolve) => (answer = resolve)), null, 'test/weekly');
    });
    const afterHydration = renders;
    idle();
    await act(async () => answer([{ week: 48 }]));
    expect(renders).toBe(afterHydration);
  });

  it('a page left before the browser is idle never loads its prerendered data again', () => {
    prerenderedData.load({ 'test/left:null': ['casco'] });
    const load = vi.fn(() => Promise.resolve(['casco']));
    const { unmount } = renderHook(() => useAsyncResource(load, null, 'test/left'));
    unmount();
    idle();
    expect(load).not.toHaveBeenCalled();
    expect(prerenderedData.pending()).not.toContain('test/left:null');
  });

  it('is pending while it loads, for the prerender to wait on, and no longer once it has settled or unmounted', async () => {
    let answer!: (value: string) => void;
    let fail!: (error: Error) => void;
    const first = renderHook(() => useAsyncResource(() => new Promise<string>((resolve) => (answer = resolve)), null, 'test/pending'));
    const second = renderHook(() => useAsyncResource(() => new Promise<string>((_, reject) => (fail = reject)), null, 'test/failing'));
    const third = renderHook(() => useAsyncResource(() => new Promise<string>(() => undefined), null, 'test/never'));
    expect(prerenderedData.pending()).toEqual(expect.arrayContaining(['test/pending:null', 'test/failing:null', 'test/never:null']));
    await act(async () => answer('a'));
    await act(async () => fail(new Error('x')));
    expect(prerenderedData.pending()).toEqual(['test/never:null']);
    third.unmount();
    expect(prerenderedData.pending()).toEqual([]);
    first.unmount();
    second.unmount();
  });
});

describe('useAsyncResource when a reload fails', () => {
  it('keeps the prerendered data on screen and marks it, instead of the error state', async () => {
    prerenderedData.load({ 'test/kept:null': ['gorra'] });
    let fail!: (error: Error) => void;
    const { result } = renderHook(() => useAsyncResource(() => new Promise<string[]>((_, reject) => (fail = reject)), null, 'test/kept'));
    idle();
    expect(result.current).toMatchObject({ status: 'success', data: ['gorra'] });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => fail(new Error('PostgREST down')));
    consoleError.mockRestore();
    expect(result.current).toMatchObject({ status: 'success', data: ['gorra'] });
    expect(result.current.reloading).toBeFalsy();
    expect(result.current.refreshError).toBeInstanceOf(Error);
  });

  it('a retry that works replaces the data and clears the mark; the error state only with nothing to show', async () => {
    const answers: Array<() => Promise<string[]>> = [
      () => Promise.resolve(['uno']),
      () => Promise.reject(new Error('caído')),
      () => Promise.resolve(['dos']),
    ];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAsyncResource(() => (answers.shift() as () => Promise<string[]>)()));
    await act(() => Promise.resolve());
    expect(result.current).toMatchObject({ status: 'success', data: ['uno'] });
    await act(async () => result.current.reload());
    expect(result.current).toMatchObject({ status: 'success', data: ['uno'] });
    expect(result.current.refreshError).toBeInstanceOf(Error);
    await act(async () => result.current.reload());
    expect(result.current).toMatchObject({ status: 'success', data: ['dos'] });
    expect(result.current.refreshError).toBeUndefined();

    const empty = renderHook(() => useAsyncResource(() => Promise.reject(new Error('caído'))));
    await act(() => Promise.resolve());
    expect(empty.result.current.status).toBe('error');
    consoleError.mockRestore();
  });
});
