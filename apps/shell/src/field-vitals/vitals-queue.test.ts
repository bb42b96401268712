import { connectionType, deviceClass, MAX_BATCH, vitalValue, VitalsQueue, type VitalReport } from './vitals-queue.ts';

const report = (value: number): VitalReport => ({ route: '/', remote: 'marketing', release: 'abc123', device: 'desktop', connection: '4g', metric: 'LCP', value });

describe('VitalsQueue', () => {
  it('sends nothing until flushed, then everything waiting once as one JSON batch', () => {
    const sent: string[] = [];
    const queue = new VitalsQueue((body) => sent.push(body));
    queue.add(report(1));
    queue.add(report(2));
    expect(sent).toEqual([]);
    queue.flush();
    queue.flush();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toEqual([report(1), report(2)]);
  });

  it('sends a full batch at once', () => {
    const sent: string[] = [];
    const queue = new VitalsQueue((body) => sent.push(body));
    for (let i = 0; i < MAX_BATCH + 1; i += 1) queue.add(report(i));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toHaveLength(MAX_BATCH);
    queue.flush();
    expect(JSON.parse(sent[1] as string)).toEqual([report(MAX_BATCH)]);
  });
});

describe('what a report says', () => {
  it('phone below 768 px', () => {
    expect(deviceClass(767)).toBe('phone');
    expect(deviceClass(768)).toBe('desktop');
  });

  it('only the four effective connection types', () => {
    expect(connectionType('4g')).toBe('4g');
    expect(connectionType('wifi')).toBeNull();
    expect(connectionType(undefined)).toBeNull();
  });

  it('values rounded, and left out where the server would refuse the batch', () => {
    expect(vitalValue('LCP', 1234.5678)).toBe(1234.6);
    expect(vitalValue('CLS', 0.123456)).toBe(0.1235);
    expect(vitalValue('INP', -1)).toBeNull();
    expect(vitalValue('TTFB', 700_000)).toBeNull();
    expect(vitalValue('CLS', Number.NaN)).toBeNull();
  });
});
