import { act, memo, Profiler, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { WAKES_ON_INPUT_ATTRIBUTE } from '@pitwall/config/page-protocol';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@pitwall/router';
import { prerenderedData } from '../../hooks/prerendered-data.ts';
import { HydrateWhenSeen } from './HydrateWhenSeen.tsx';

// jsdom has no IntersectionObserver: this one reports what the test says is on screen.
const observed = new Set<Element>();
let report: ((entries: Array<{ target: Element; isIntersecting: boolean }>) => void) | undefined;
class TestIntersectionObserver {
  constructor(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    report = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}
const comeIntoView = (element: Element) => act(() => report?.([{ target: element, isIntersecting: true }]));

// The browser's idle callbacks, run when the test says the browser is idle.
let idleWork: Array<() => void> = [];
const becomeIdle = () =>
  act(() => {
    const work = idleWork;
    idleWork = [];
    work.forEach((run) => run());
  });

const renders = vi.fn();
const plays = vi.fn();
function Song({ title, note }: { title: string; note?: string }) {
  renders(title);
  const [playing, setPlaying] = useState(false);
  return (
    <article>
      <h3>
        {title}
        {note}
      </h3>
      <button
        type="button"
        onClick={() => {
          plays(title);
          setPlaying(true);
        }}
      >
        {playing ? 'Pausar' : 'Reproducir'}
      </button>
    </article>
  );
}
// Every commit in which a part (its HydrateWhenSeen or anything below) rendered.
const commits = vi.fn();
const Item = memo(({ title, note }: { title: string; note?: string }) => (
  <Profiler id={title} onRender={commits}>
    <HydrateWhenSeen as="li">
      <Song title={title} note={note} />
    </HydrateWhenSeen>
  </Profiler>
));
// The page's router: the test navigates with it.
let navigate: NavigateFunction | undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}
const List = ({ titles, note }: { titles: string[]; note?: string }) => (
  <MemoryRouter initialEntries={['/playlist-music']}>
    <Navigator />
    <ol>
      {titles.map((title) => (
        <Item key={title} title={title} note={note} />
      ))}
    </ol>
  </MemoryRouter>
);
const TITLES = ['Bandera Verde', 'Safety Car'];
// Made before any test loads prerendered data: after that, this process is a browser adopting HTML.
const PRERENDERED = renderToString(<List titles={TITLES} />);

/** The list's prerendered HTML in the page, hydrated as the browser does; the errors React reports. */
async function hydrated(titles = TITLES) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = PRERENDERED;
  const items = [...container.querySelectorAll('li')];
  const originals = items.map((item) => item.querySelector('button'));
  renders.mockClear();
  prerenderedData.load({});
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <List titles={titles} />, { onRecoverableError: (error) => errors.push(error) }));
  roots.push(root);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { container, root, items, originals, errors };
}

/** The element at `index`, which the test knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const element = list[index];
  if (element === undefined) throw new Error(`no element ${index}`);
  return element;
}

const roots: Root[] = [];

const isHydrated = (element: Element | null | undefined) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));

describe('HydrateWhenSeen', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idleWork.push(work));
    vi.stubGlobal('cancelIdleCallback', () => (idleWork = []));
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    idleWork = [];
    vi.unstubAllGlobals();
    renders.mockClear();
    plays.mockClear();
    observed.clear();
    document.body.replaceChildren();
  });

  it('renders its content on a server and in a page drawn in the browser', async () => {
    expect(renderToString(<List titles={['Bandera Verde']} />)).toBe(
      `<ol><li ${WAKES_ON_INPUT_ATTRIBUTE}=""><!--$--><article><h3>Bandera Verde</h3><button type="button">Reproducir</button></article><!--/$--></li></ol>`,
    );
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<List titles={['Bandera Verde']} />));
    expect(container.querySelector('h3')?.textContent).toBe('Bandera Verde');
    expect(isHydrated(container.querySelector('button'))).toBe(true);
    expect(observed.size).toBe(0);
  });

  it('leaves the prerendered HTML unrendered until it comes near the screen, then hydrates that HTML', async () => {
    const { items, originals, errors } = await hydrated();
    expect(renders).not.toHaveBeenCalled();
    expect(originals.map(isHydrated)).toEqual([false, false]);
    expect([...observed]).toEqual(items);

    await comeIntoView(nth(items, 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(renders.mock.calls).toEqual([['Safety Car']]);
    // The same elements, now React's: nothing was drawn again.
    expect(nth(items, 1).querySelector('button')).toBe(originals[1]);
    expect(originals.map(isHydrated)).toEqual([false, true]);
    expect([...observed]).toEqual([nth(items, 0)]);
    expect(errors).toEqual([]);
  });

  it('a part no one comes near, clicks or changes stays as prerendered, even with the browser idle', async () => {
    const { items, originals, errors } = await hydrated();
    await becomeIdle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(renders).not.toHaveBeenCalled();
    expect(originals.map(isHydrated)).toEqual([false, false]);
    expect([...observed]).toEqual(items);
    expect(idleWork).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a new location (a filter kept in the URL) wakes every sleeping part, which hydrates on its prerendered HTML', async () => {
    const { items, originals, errors } = await hydrated();
    await act(async () => navigate?.('/playlist-music?q=vuelta', { replace: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(originals.map(isHydrated)).toEqual([true, true]);
    expect(items.map((item) => item.querySelector('button'))).toEqual(originals);
    expect(errors).toEqual([]);
  });

  it('an awake part does not render again when only the location changes (a keystroke in a filter)', async () => {
    const { originals, errors } = await hydrated();
    await act(async () => nth(originals, 0)?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(originals.map(isHydrated)).toEqual([true, true]);
    commits.mockClear();
    await act(async () => navigate?.('/playlist-music?q=v', { replace: true }));
    await act(async () => navigate?.('/playlist-music?q=vu', { replace: true }));
    expect(commits).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('a click on a part still asleep hydrates it at once and reaches its handler', async () => {
    const { items, originals, errors } = await hydrated();
    await act(async () => nth(originals, 0)?.click());
    expect(plays.mock.calls).toEqual([['Bandera Verde']]);
    expect(nth(items, 0).querySelector('button')).toBe(originals[0]);
    expect(nth(originals, 0)?.textContent).toBe('Pausar');
    expect(errors).toEqual([]);
  });

  it('the first input anywhere wakes every part, so that what it changes reaches hydrated ones', async () => {
    const { container, originals, errors } = await hydrated();
    const outside = container.appendChild(document.createElement('input'));
    await act(async () => outside.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(originals.map(isHydrated)).toEqual([true, true]);
    expect(observed.size).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an update that reaches a part still asleep hydrates it first, on its prerendered elements, then applies the update there', async () => {
    const { container, root, items, originals, errors } = await hydrated();
    const consoleErrors = vi.spyOn(console, 'error');
    await act(async () => root.render(<List titles={TITLES} note=" (nueva versión)" />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Bandera Verde (nueva versión)', 'Safety Car (nueva versión)']);
    // The same elements, now React's: nothing was drawn again, so nothing the visitor was doing is lost.
    expect(items.map((item, index) => item.querySelector('button') === originals[index])).toEqual([true, true]);
    expect(originals.map(isHydrated)).toEqual([true, true]);
    await act(async () => nth(originals, 1)?.click());
    expect(plays.mock.calls).toEqual([['Safety Car']]);
    expect(errors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('a new part before it was seen is drawn with the data, without an error', async () => {
    const { container, root, errors } = await hydrated();
    await act(async () => root.render(<List titles={['Bandera Verde', 'Box Box']} />));
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Bandera Verde', 'Box Box']);
    expect(isHydrated(container.querySelectorAll('button')[1])).toBe(true);
    expect(errors).toEqual([]);
  });
});
