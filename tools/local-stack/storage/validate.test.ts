import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from './http.ts';
import {
  assertMimeAllowed,
  assertValidBucketName,
  assertValidKey,
  parseAllowedMimeTypes,
  parseFileSizeLimit,
} from './validate.ts';

describe('parseRange', () => {
  it('handles the three forms and clamps the end', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 });
  });

  it('flags unsatisfiable ranges and ignores what it does not understand', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=9-1', 100)).toBeUndefined();
  });
});

describe('keys and bucket names', () => {
  it('accepts what Supabase accepts', () => {
    for (const key of ['a.png', 'folder/sub/file name (1).mp3', 'año/canción.wav', "x!-_.*'()&$@=;:+,?.txt", 'a..b']) {
      expect(() => assertValidKey(key), key).not.toThrow();
    }
    expect(() => assertValidBucketName('press-images')).not.toThrow();
  });

  it('refuses traversal, empty segments and odd characters', () => {
    for (const key of ['', '../x', 'a/../b', 'a/./b', './a', '/abs', 'a//b', 'a/', 'a\\b', 'a\u0000b', 'x#y', `${'a'.repeat(256)}/b`]) {
      expect(() => assertValidKey(key), JSON.stringify(key)).toThrow(/Invalid key/);
    }
    for (const name of ['', '.', '..', '.tmp', 'a/b', 'x'.repeat(101), ' padded', 'a#b']) {
      expect(() => assertValidBucketName(name), name).toThrow('Bucket name invalid');
    }
  });
});

describe('bucket limits', () => {
  it('parses sizes the way storage-js sends them', () => {
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit('20MB')).toBe(20_000_000);
    expect(parseFileSizeLimit('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseFileSizeLimit('3B')).toBe(3);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(() => parseFileSizeLimit('lots')).toThrow('Invalid file size format');
    expect(() => parseFileSizeLimit(-1)).toThrow('Invalid file size format');
  });

  it('matches mime types with wildcards and ignores parameters', () => {
    expect(() => assertMimeAllowed('image/png', ['image/*'])).not.toThrow();
    expect(() => assertMimeAllowed('text/plain;charset=UTF-8', ['text/plain'])).not.toThrow();
    expect(() => assertMimeAllowed('anything/at-all', null)).not.toThrow();
    expect(() => assertMimeAllowed('application/pdf', ['image/*'])).toThrow('mime type application/pdf is not supported');
    expect(() => assertMimeAllowed('nonsense', ['image/*'])).toThrow('mime type nonsense is not supported');
    expect(parseAllowedMimeTypes(['Image/PNG'])).toEqual(['image/png']);
    expect(() => parseAllowedMimeTypes(['png'])).toThrow();
  });

  it('builds Content-Disposition like Supabase', () => {
    expect(contentDisposition(null)).toBeUndefined();
    expect(contentDisposition('')).toBe('attachment;');
    expect(contentDisposition('informe final.pdf')).toBe(
      "attachment; filename=informe%20final.pdf; filename*=UTF-8''informe%20final.pdf;",
    );
  });
});
