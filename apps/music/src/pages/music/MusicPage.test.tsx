// @vitest-environment node
import { MemoryRouter } from '@pitwall/router';
import { createTheme } from '@pitwall/ui';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import MusicPage from './MusicPage.tsx';

describe('MusicPage', () => {
  it('renders in Node, without a browser: title, badges, filters from the query, and the songs loading', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/playlist-music?q=vuelta&min=0%3A10']}>
          <MusicPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('Pitwall Music');
    expect(html).toContain('Libre de Derechos');
    expect(html).toContain('value="vuelta"');
    expect(html).toContain('value="0:10"');
    expect(html).toContain('Cargando canciones…');
  });
});
