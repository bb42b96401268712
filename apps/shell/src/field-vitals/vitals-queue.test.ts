import { MAX_BATCH, pageContext, vitalsBatch } from './vitals-queue.ts';

const page = pageContext('/', 'marketing', 'abc123', 1280, '4g');

describe('vitalsBatch', () => {
  it('sends nothing until flushed, then everything waiting once as one JSON batch', () => {
    const sent: string[] = [];
    const batch = vitalsBatch(page, (body) => sent.push(body));
    batch.add('LCP', 1234.4);
    batch.add('CLS', 0.123456);
    expect(sent).toEqual([]);
    batch.flush();
    batch.flush();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toEqual([
      { ...page, metric: 'LCP', value: 1234 },
      { ...page, metric: 'CLS', value: 0.1235 },
    ]);
  });

  it('sends a full batch at once', () => {
    const sent: string[] = [];
    const batch = vitalsBatch(page, (body) => sent.push(body));
    for (let i = 0; i < MAX_BATCH + 1; i += 1) batch.add('INP', i);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toHaveLength(MAX_BATCH);
    batch.flush();
    expect(JSON.parse(sent[1] as string)).toEqual([{ ...page, metric: 'INP', value: MAX_BATCH }]);
  });

  it('leaves out what the server would refuse the whole batch for', () => {
    const sent: string[] = [];
    const batch = vitalsBatch(page, (body) => sent.push(body));
    batch.add('INP', -1);
    batch.add('TTFB', 700_000);
    batch.add('CLS', Number.NaN);
    batch.add('CLS', 250);
    batch.flush();
    expect(sent).toEqual([]);
  });
});

describe('pageContext', () => {
  it('a phone below 768 px, a desktop from there', () => {
    expect(pageContext('/', 'marketing', 'v', 767, undefined).device).toBe('phone');
    expect(pageContext('/', 'marketing', 'v', 768, undefined).device).toBe('desktop');
  });

  it('only the four effective connection types; "unreleased" without a release store', () => {
    expect(page.connection).toBe('4g');
    expect(pageContext('/', 'marketing', undefined, 1280, 'wifi')).toMatchObject({ connection: null, release: 'unreleased' });
  });
});
