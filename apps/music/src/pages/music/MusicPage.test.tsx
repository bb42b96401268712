// @vitest-environment node
import { setTestRuntimeConfig } from '@pitwall/config/testing';
import { MemoryRouter } from '@pitwall/router';
import { createTheme } from '@pitwall/ui';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import MusicPage from './MusicPage.tsx';
import { Top10Player } from './Top10Player.tsx';
import { WeeklyLists } from './WeeklyLists.tsx';

describe('MusicPage', () => {
  beforeAll(setTestRuntimeConfig);

  it('renders in Node, without a browser: title, badges, filters from the query, and the songs loading', () => {
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/playlist-music?q=vuelta&min=0%3A10']}>
          <MusicPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('Pitwall Music');
    expect(html).toContain('<title>Música · Pitwall</title>');
    expect(html).toContain('Libre de Derechos');
    expect(html).toContain('value="vuelta"');
    expect(html).toContain('value="0:10"');
    expect(html).toContain('Cargando canciones…');
  });
});

describe('empty states', () => {
  const render = (node: React.ReactNode) => renderToString(<ThemeProvider theme={createTheme()}>{node}</ThemeProvider>);

  it("an empty Top 10 says 'No hay canciones seleccionadas para el Top 10 aún.'", () => {
    expect(render(<Top10Player songs={[]} />)).toContain('No hay canciones seleccionadas para el Top 10 aún.');
  });

  it("no weekly lists yet shows 'Próximamente'", () => {
    expect(render(<WeeklyLists lists={[]} />)).toContain('Próximamente');
  });
});
