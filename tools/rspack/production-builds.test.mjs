// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionBuildAliases } from './production-builds.mjs';

describe('productionBuildAliases', () => {
  it("points react-router's entry points at its production build", () => {
    const aliases = productionBuildAliases();
    expect(Object.keys(aliases).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/);
      expect(existsSync(file)).toBe(true);
    }
  });
});
