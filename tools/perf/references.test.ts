import { describe, expect, it } from 'vitest';
import type { CpuInfo } from 'node:os';
import { busyShare, staticFloor } from './references.ts';
import { EARLY_SCRIPT_FILE, PRERENDERED_DATA_ID } from '../../libs/config/src/page-protocol.ts';

const page = `<!doctype html><html><head>
<link rel="preload" href="/a/inter.woff2" as="font" type="font/woff2" crossorigin>
<link rel="preload" href="/a/main.js" as="script">
<link rel="modulepreload" href="/a/chunk.js">
<script async src="/a/${EARLY_SCRIPT_FILE}"></script>
<script type="application/json" id="${PRERENDERED_DATA_ID}">{"a":1}</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>Soluciones</h1><script>boot()</script></body></html>`;

describe('the static floor', () => {
  const floor = staticFloor(page);

  it('drops every script and script preload', () => {
    expect(floor).not.toContain(EARLY_SCRIPT_FILE);
    expect(floor).not.toContain('boot()');
    expect(floor).not.toContain('main.js');
    expect(floor).not.toContain('chunk.js');
  });

  it('keeps the page’s font preloads (a late optional font changes when the text paints), data blocks and text', () => {
    expect(floor).toContain('<link rel="preload" href="/a/inter.woff2" as="font"');
    expect(floor).toContain(`id="${PRERENDERED_DATA_ID}">{"a":1}</script>`);
    expect(floor).toContain('application/ld+json');
    expect(floor).toContain('<h1>Soluciones</h1>');
  });
});

describe('how busy the machine was', () => {
  const cpu = (user: number, idle: number): CpuInfo => ({ model: 'cpu', speed: 1, times: { user, nice: 0, sys: 0, idle, irq: 0 } });

  it('is the busy share of every core’s time between two readings', () => {
    // One core busy the whole time, the other idle: half the machine.
    expect(busyShare([cpu(100, 100), cpu(100, 100)], [cpu(350, 100), cpu(100, 350)])).toBe(0.5);
    expect(busyShare([cpu(0, 0)], [cpu(10, 90)])).toBeCloseTo(0.1);
  });

  it('is 0 when no time passed', () => {
    expect(busyShare([cpu(5, 5)], [cpu(5, 5)])).toBe(0);
  });
});
