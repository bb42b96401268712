import { Link, MemoryRouter, Route, Routes } from '@pitwall/router';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerenderedData } from '../../hooks/prerendered-data.ts';
import { StaticIsland } from './StaticIsland.tsx';

const renders = vi.fn();
function Copy({ title }: { title: string }) {
  renders(title);
  return (
    <>
      <h3>{title}</h3>
      <p>Texto que no responde a nada.</p>
    </>
  );
}

const Card = ({ title }: { title: string }) => (
  <MemoryRouter>
    <article>
      <StaticIsland as="header" className="meta" watch={[title]}>
        <Copy title={title} />
      </StaticIsland>
      <button type="button">Reproducir</button>
    </article>
  </MemoryRouter>
);

describe('StaticIsland', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  afterEach(() => {
    renders.mockClear();
    document.body.replaceChildren();
  });

  it('renders its content on a server and in a page drawn in the browser', async () => {
    expect(renderToString(<Card title="Vuelta rápida" />)).toBe('<article><header class="meta"><h3>Vuelta rápida</h3><p>Texto que no responde a nada.</p></header><button type="button">Reproducir</button></article>');
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<Card title="Vuelta rápida" />));
    expect(container.querySelector('h3')?.textContent).toBe('Vuelta rápida');
  });

  it('keeps the prerendered HTML while hydrating without rendering it or any warning, and renders it again once its data differs', async () => {
    const html = renderToString(<Card title="Vuelta rápida" />);
    renders.mockClear();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    prerenderedData.load({});
    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Card title="Vuelta rápida" />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(renders).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);

    // The same data loaded again: the HTML stays as it is.
    await act(async () => root?.render(<Card title="Vuelta rápida" />));
    expect(renders).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);

    // Different data: the content is drawn from it, once, in place of the prerendered one.
    await act(async () => root?.render(<Card title="Curva cerrada" />));
    expect(renders).toHaveBeenCalledWith('Curva cerrada');
    expect(container.querySelectorAll('h3')).toHaveLength(1);
    expect(container.querySelector('header')?.textContent).toBe('Curva cerradaTexto que no responde a nada.');

    // And stays drawn even when the data goes back to what the HTML had.
    await act(async () => root?.render(<Card title="Vuelta rápida" />));
    expect(container.querySelector('h3')?.textContent).toBe('Vuelta rápida');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => root?.unmount());
  });

  it('calls a function child only when it renders for real: never for HTML it keeps', async () => {
    const write = vi.fn((week: string) => `Semana del ${week}`);
    const Week = ({ start }: { start: string }) => (
      <MemoryRouter>
        <StaticIsland as="small" watch={[start]}>
          {() => write(start)}
        </StaticIsland>
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<small>Semana del 3 de noviembre</small>';
    prerenderedData.load({});
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Week start="3 de noviembre" />);
    });
    expect(write).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Semana del 3 de noviembre');

    await act(async () => root?.render(<Week start="10 de noviembre" />));
    expect(write.mock.calls).toEqual([['10 de noviembre']]);
    expect(container.textContent).toBe('Semana del 10 de noviembre');
    await act(async () => root?.unmount());
  });

  it('keeps a select’s options while the select itself hydrates: its value, change handler and ref answer; new options replace them in the same element', async () => {
    const label = vi.fn((name: string, price: string) => `${name} · ${price}`);
    const changes: string[] = [];
    let element: HTMLElement | null = null;
    const Choice = ({ value, price }: { value: string; price: string }) => (
      <MemoryRouter>
        <StaticIsland
          as="select"
          ref={(node) => {
            element = node;
          }}
          value={value}
          onChange={(event) => changes.push((event.currentTarget as HTMLSelectElement).value)}
          watch={[price]}
        >
          {() =>
            ['General', 'Tribuna'].map((name) => (
              <option key={name} value={name}>
                {label(name, price)}
              </option>
            ))
          }
        </StaticIsland>
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    // The prerendered HTML, the visitor's choice already made on it (written out: see the next test).
    container.innerHTML = '<select><option value="General">General · 120,00 €</option><option value="Tribuna" selected="">Tribuna · 120,00 €</option></select>';
    prerenderedData.load({});
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Choice value="Tribuna" price="120,00 €" />);
    });
    const select = container.querySelector('select') as HTMLSelectElement;
    expect(label).not.toHaveBeenCalled();
    expect(element).toBe(select);
    expect([...select.options].map((option) => option.text)).toEqual(['General · 120,00 €', 'Tribuna · 120,00 €']);
    expect(select.value).toBe('Tribuna');
    select.value = 'General';
    await act(async () => select.dispatchEvent(new Event('change', { bubbles: true })));
    expect(changes).toEqual(['General']);

    await act(async () => root?.render(<Choice value="General" price="99,00 €" />));
    expect(container.querySelector('select')).toBe(select);
    expect([...select.options].map((option) => option.text)).toEqual(['General · 99,00 €', 'Tribuna · 99,00 €']);
    expect(select.value).toBe('General');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => root?.unmount());
  });

  it('follows a link of the kept HTML in the page, as the router would, without loading it again', async () => {
    const Page = () => (
      <MemoryRouter initialEntries={['/politica-cookies']}>
        <Routes>
          <Route
            path="/politica-cookies"
            element={
              <StaticIsland as="section">
                <p>
                  Consulta la <Link to="/politica-privacidad">Política de privacidad</Link>.
                </p>
              </StaticIsland>
            }
          />
          <Route path="/politica-privacidad" element={<h1>Política de privacidad</h1>} />
        </Routes>
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    // The prerendered HTML (this module's page already hydrates, so a render here would keep it empty).
    container.innerHTML = '<section><p>Consulta la <a href="/politica-privacidad">Política de privacidad</a>.</p></section>';
    prerenderedData.load({});
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    const link = container.querySelector('a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link?.dispatchEvent(click));
    // Taken by the router: the browser's own navigation was prevented.
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe('Política de privacidad');
    await act(async () => root?.unmount());
  });
});
