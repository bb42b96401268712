import { readFileSync } from 'node:fs';
import path from 'node:path';
import viewerRequest from './cdn/viewer-request.js';
import { pageFile, pageUri, PAGES_PATH } from './page-for-path.mjs';

describe('the page for a path', () => {
  it('a plain address has its page at <path>/index.html under the pages', () => {
    expect(pageUri('/', false)).toBe(`${PAGES_PATH}/index.html`);
    expect(pageUri('/blog/oferta/', false)).toBe(`${PAGES_PATH}/blog/oferta/index.html`);
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/blog/a%C3%B1o-nuevo')).toBe(path.join('blog', 'año-nuevo', 'index.html'));
  });

  it('a file or a query is no page request', () => {
    expect(pageUri('/shell/main.js', false)).toBe('/shell/main.js');
    expect(pageUri('/tienda', true)).toBe('/tienda');
    expect(pageFile('/remotes.json')).toBeNull();
  });

  it('no page file for a hidden name, one that does not decode, or one that decodes to a folder', () => {
    expect(pageFile('/.pitwall/site')).toBeNull();
    expect(pageFile('/blog/%E0')).toBeNull();
    expect(pageFile('/blog/..%2F..%2Fsecret')).toBeNull();
  });

  it("the CDN's viewer-request.js carries the same pageUri (a CloudFront Function loads no modules)", () => {
    const source = readFileSync(new URL('./cdn/viewer-request.js', import.meta.url), 'utf8');
    expect(source).toContain(pageUri.toString());
    expect(viewerRequest.pageUri.toString()).toBe(pageUri.toString());
  });
});
