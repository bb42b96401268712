// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { remoteShared, SHARED, shellShared } from './shared.mjs';

describe('remoteShared', () => {
  it("takes from the shell, with no copy of its own, exactly what the shell builds into its first chunks", () => {
    const shell = shellShared();
    const remote = remoteShared();
    const withoutCopy = Object.keys(remote).filter((key) => remote[key].import === false).sort();
    expect(withoutCopy).toEqual(['@pitwall/analytics', '@pitwall/cart', '@pitwall/config', '@pitwall/monitoring', '@pitwall/router', '@pitwall/ui', 'react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'zustand']);
    // Each of them eager in the shell (react/jsx-runtime under its 'react/' key).
    for (const key of withoutCopy) expect(shell[key] ?? shell['react/'], key).toMatchObject({ eager: true });
    // The rest keeps its fallback: a lib the shell has not loaded is served by the remote's copy.
    for (const key of Object.keys(SHARED)) if (!withoutCopy.includes(key)) expect(remote[key]).toEqual(SHARED[key]);
  });
});
