import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetProblems, routeProblems, type Budget, type RouteResult } from './budget.ts';

const budget = JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8')) as Budget;
// Every route budget.json names, a post for '/blog/*'.
const ROUTES = Object.keys(budget.maxFirstLoadGzipKB).map((route) => (route === '/blog/*' ? '/blog/una-publicacion' : route));

/** A route's results well within every budget, on a machine whose CPU reference took 1 s. */
const withinBudget = (path: string): RouteResult => ({
  path,
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcp: 1000,
  floorLcp: 1000,
  tbt: 20,
  cls: 0,
  fcp: 500,
  interactive: 900,
  cpuReference: 1000,
  firstLoadJsKB: 100,
  scriptEvaluation: [],
  reactDom: 100,
  hydratedShare: 0.2,
  firstLoadJsTransferKB: 100,
  jsRequests: 5,
  fontKB: 50,
  htmlText: 2000,
  htmlHeading: true,
});

describe("npm run perf's budgets", () => {
  it('pass a run within all of them', () => {
    expect(budgetProblems(ROUTES.map(withinBudget), budget)).toEqual([]);
  });

  it.each(ROUTES)('fail %s when it hydrates its whole tree again, on any machine', (route) => {
    // The count fails whatever the timings: a fast machine hydrates the whole tree quickly too.
    const problems = budgetProblems([{ ...withinBudget(route), hydratedShare: 0.98 }], budget);
    expect(problems).toEqual([`${route}: React hydrated 98% of the page's elements (> ${Math.round((budget.maxHydratedElementShare[route] ?? budget.maxHydratedElementShare['/blog/*'] ?? 0) * 100)}%): text it should keep as prerendered hydrates again`]);
  });

  it('fail a route whose react-dom work, as a share of the CPU reference measured beside it, went over', () => {
    const problems = budgetProblems([{ ...withinBudget('/'), reactDom: 400, cpuReference: 1000 }], budget);
    expect(problems).toEqual([`/: react-dom's evaluation 400 ms is 0.40× the CPU reference (> ${budget.maxReactDomEvaluationToCpuReference['/']}×): more of the page hydrates than answers`]);
  });

  it('tell a timing, which the run measures again before it counts, from a count, which counts as measured', () => {
    const slowAndWhole = { ...withinBudget('/contacto'), interactive: 500 + 2000, hydratedShare: 0.98 };
    expect(routeProblems(slowAndWhole, budget).map(({ timing }) => timing)).toEqual([false, true]);
  });
});
