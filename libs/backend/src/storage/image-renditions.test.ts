import { describe, expect, it } from 'vitest';
import { parseFallbackPath, renditionPath, responsiveImage } from './image-renditions.ts';

const STORAGE = 'http://localhost:54321/storage/v1/object/public/product-images';

describe('image renditions', () => {
  it('names a rendition after its base, width and format, and reads a fallback name back', () => {
    expect(renditionPath('productos/gorra', 480, 'webp')).toBe('productos/gorra-480w.webp');
    expect(parseFallbackPath('fotos/podio-1800w.jpg')).toEqual({ base: 'fotos/podio', width: 1800, format: 'jpg' });
    expect(parseFallbackPath('logos/logo-1600w.png')).toEqual({ base: 'logos/logo', width: 1600, format: 'png' });
    expect(parseFallbackPath('fotos/podio.jpg')).toBeNull();
  });

  it('gives the WebP srcset of a picture stored with renditions', () => {
    expect(responsiveImage(`${STORAGE}/productos/gorra-960w.jpg`)).toEqual({
      src: `${STORAGE}/productos/gorra-960w.jpg`,
      webpSrcSet: `${STORAGE}/productos/gorra-480w.webp 480w, ${STORAGE}/productos/gorra-960w.webp 960w, ${STORAGE}/productos/gorra-1600w.webp 1600w`,
    });
  });

  it('leaves a picture uploaded without renditions as it is', () => {
    for (const url of [`${STORAGE}/subida.jpg`, `${STORAGE}/mapa.svg`, `${STORAGE}/foto-960w.webp`]) {
      expect(responsiveImage(url)).toEqual({ src: url, webpSrcSet: null });
    }
  });
});
