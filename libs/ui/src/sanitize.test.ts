import { sanitizePostHtml } from './sanitize.ts';

describe('sanitizePostHtml', () => {
  it('keeps the article markup', () => {
    const html = '<h2>Título</h2><p>Texto con <strong>negrita</strong> y <a href="https://pitwall.es/x">un enlace</a>.</p><ul><li>uno</li></ul><img src="/a.webp" alt="Foto">';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>a</p><script>window.pwned = true</script>', /script|pwned/],
    ['an event handler', '<img src="x" onerror="window.pwned = true">', /onerror|pwned/],
    ['a javascript: link', '<a href="javascript:window.pwned=true">clic</a>', /javascript:|pwned/],
    ['an iframe', '<iframe src="https://evil.example/"></iframe><p>b</p>', /iframe|evil/],
    ['an svg with a handler', '<svg><animate onbegin="window.pwned=true"></animate></svg>', /onbegin|pwned/],
    ['a style', '<p style="background:url(javascript:alert(1))">c</p><style>body{}</style>', /style|javascript/],
    ['a form', '<form action="https://evil.example"><input name="x"></form>', /form|input|evil/],
  ])('removes %s', (_what, html, forbidden) => {
    expect(sanitizePostHtml(html)).not.toMatch(forbidden);
  });
});
