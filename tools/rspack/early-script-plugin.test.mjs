// @vitest-environment node
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, EARLY_SCRIPT_FILE, PAGE_LIVE_ATTRIBUTE } from '../../libs/config/src/page-protocol.ts';
import { EarlyScriptPlugin } from './early-script-plugin.mjs';

const shell = fileURLToPath(new URL('../../apps/shell', import.meta.url));

describe("the shell's early script", () => {
  it('is one small classic script with the protocol inside and nothing of the federation runtime', async () => {
    const plugin = new EarlyScriptPlugin({ entry: './src/page-boot/page-boot.ts', filename: EARLY_SCRIPT_FILE });
    const { code, sourceFiles } = await plugin.build({ rspack, options: { context: shell, mode: 'production' } });
    expect(code).toMatch(/^\(\(\)=>\{/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b|__webpack_require__|federation/);
    expect(code).toContain(PAGE_LIVE_ATTRIBUTE);
    expect(code).toContain(BOOT_DATA_ID);
    // The first request of every page, in the first-load budget of '/': no larger than the
    // hand-written script it replaced (1118 bytes gzip), and the 5 bytes that let an input on a
    // part hydrating when seen through to React once the page is live.
    expect(gzipSync(code).length).toBeLessThanOrEqual(1123);
    expect(sourceFiles.map((file) => path.relative(shell, file)).sort()).toEqual(['../../libs/config/src/page-protocol.ts', 'src/page-boot/page-boot.ts', 'src/page-boot/replay-early-clicks.ts', 'src/page-boot/start-after-first-paint.ts']);
  }, 60_000);
});
