import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVitest } from 'vitest/node';

const root = fileURLToPath(new URL('..', import.meta.url));

// The root vitest.config.ts must give every test file of the repository to exactly one project: a
// file in none would never run, and nothing would say so.
it('runs every *.test.* file of the repository in exactly one project', async () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.test\.(ts|tsx|mts|mjs|js)$/.test(file) && !file.includes('test-fixtures/'));
  const vitest = await createVitest('test', { root, config: path.join(root, 'vitest.config.ts'), watch: false });
  try {
    const projectsOf = new Map<string, string[]>();
    for (const spec of await vitest.globTestSpecifications()) {
      const file = path.relative(root, spec.moduleId);
      projectsOf.set(file, [...(projectsOf.get(file) ?? []), spec.project.name]);
    }
    expect(files.filter((file) => projectsOf.get(file)?.length !== 1)).toEqual([]);
    expect(files.length).toBeGreaterThan(90);
  } finally {
    await vitest.close();
  }
}, 60_000);
