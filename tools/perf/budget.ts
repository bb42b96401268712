/**
 * The budgets of `npm run perf` (budget.json) and the check of a run's results against them: sizes
 * and request counts as they are, timings only as ratios to the references measured beside them
 * (never a score computed from this machine's timings), and the share of elements React hydrated.
 */

export interface Budget {
  minScores: Record<string, number>;
  maxCumulativeLayoutShift: number;
  maxFirstLoadGzipKB: Record<string, number>;
  maxFirstLoadRequests: Record<string, number>;
  maxFontKB: Record<string, number>;
  maxLcpToStaticFloor: number;
  maxTbtToCpuReference: number;
  maxInteractiveAfterFcpToCpuReference: number;
  maxReactDomEvaluationToCpuReference: Record<string, number>;
  maxHydratedElementShare: Record<string, number>;
}

export interface RouteResult {
  path: string;
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse LCP of the same HTML with no script (the static floor). */
  floorLcp: number;
  /** At 4× CPU: first contentful paint, and the moment the page answers (hydrated, every control in the first viewport). */
  fcp: number;
  interactive: number;
  /** The CPU reference's duration, at 4× CPU, measured beside this route. */
  cpuReference: number;
  /** Gzip bodies of the scripts the page loaded (the budget); with HTTP headers below. */
  firstLoadJsKB: number;
  /** Lighthouse's evaluation time (parse, compile, run) of each script the page loaded, at its 4× CPU. */
  scriptEvaluation: Array<{ script: string; ms: number }>;
  /** Of which react-dom's client (hydrating and rendering the page), ms at 4× CPU. */
  reactDom: number;
  /** Of the page's elements once interactive, the share React hydrated (the rest: kept HTML of StaticIslands). */
  hydratedShare: number;
  firstLoadJsTransferKB: number;
  jsRequests: number;
  /** Bytes of the web fonts the page loaded (woff2, already compressed: the files as served). */
  fontKB: number;
  htmlText: number;
  htmlHeading: boolean;
}

/** Lighthouse's categories that are not computed from timings: checked as scores. */
const CHECKED_SCORES = ['accessibility', 'best-practices', 'seo'];

/** A route's own budget, else its pattern's ('/blog/*' for every post), else the default ('*'). */
function budgetOf(budgets: Record<string, number>, route: string): number | undefined {
  const pattern = Object.keys(budgets).find((key) => key.endsWith('/*') && route.startsWith(key.slice(0, -1)));
  return budgets[route] ?? (pattern === undefined ? undefined : budgets[pattern]) ?? budgets['*'];
}

/** A budget a route missed: one sentence, and whether it is a timing (a ratio to a reference). */
export interface Problem {
  message: string;
  timing: boolean;
}

/** Every budget a route missed; empty when all are met. */
export function routeProblems(result: RouteResult, budget: Budget): Problem[] {
  const problems: Problem[] = [];
  const count = (message: string) => problems.push({ message: `${result.path}: ${message}`, timing: false });
  const timing = (message: string) => problems.push({ message: `${result.path}: ${message}`, timing: true });
  for (const category of CHECKED_SCORES) {
    const minimum = budget.minScores[category] ?? 100;
    if ((result.scores[category] ?? 0) < minimum) count(`${category} ${result.scores[category]} < ${minimum}`);
  }
  if (result.cls > budget.maxCumulativeLayoutShift) count(`CLS ${result.cls.toFixed(3)} > ${budget.maxCumulativeLayoutShift}`);
  const maxJs = budgetOf(budget.maxFirstLoadGzipKB, result.path);
  if (maxJs !== undefined && result.firstLoadJsKB > maxJs) count(`first-load JS ${result.firstLoadJsKB.toFixed(0)} KB > ${maxJs} KB`);
  const maxRequests = budgetOf(budget.maxFirstLoadRequests, result.path);
  if (maxRequests !== undefined && result.jsRequests > maxRequests) count(`${result.jsRequests} script requests > ${maxRequests}`);
  const maxFonts = budgetOf(budget.maxFontKB, result.path);
  if (maxFonts !== undefined && result.fontKB > maxFonts) count(`fonts ${result.fontKB.toFixed(0)} KB > ${maxFonts} KB`);
  const lcpRatio = result.lcp / result.floorLcp;
  if (!(lcpRatio <= budget.maxLcpToStaticFloor)) timing(`LCP ${Math.round(result.lcp)} ms is ${lcpRatio.toFixed(2)}× the static floor's ${Math.round(result.floorLcp)} ms (> ${budget.maxLcpToStaticFloor}×)`);
  const tbtRatio = result.tbt / result.cpuReference;
  if (!(tbtRatio <= budget.maxTbtToCpuReference)) timing(`TBT ${Math.round(result.tbt)} ms is ${tbtRatio.toFixed(2)}× the CPU reference's ${Math.round(result.cpuReference)} ms (> ${budget.maxTbtToCpuReference}×)`);
  const reactDomRatio = result.reactDom / result.cpuReference;
  const maxReactDom = budgetOf(budget.maxReactDomEvaluationToCpuReference, result.path);
  if (maxReactDom !== undefined && !(reactDomRatio <= maxReactDom)) {
    timing(`react-dom's evaluation ${Math.round(result.reactDom)} ms is ${reactDomRatio.toFixed(2)}× the CPU reference (> ${maxReactDom}×): more of the page hydrates than answers`);
  }
  const maxHydrated = budgetOf(budget.maxHydratedElementShare, result.path);
  if (maxHydrated !== undefined && !(result.hydratedShare <= maxHydrated)) {
    count(`React hydrated ${Math.round(result.hydratedShare * 100)}% of the page's elements (> ${Math.round(maxHydrated * 100)}%): text it should keep as prerendered hydrates again`);
  }
  const interactiveRatio = (result.interactive - result.fcp) / result.cpuReference;
  if (!(interactiveRatio <= budget.maxInteractiveAfterFcpToCpuReference)) {
    timing(`interactive ${Math.round(result.interactive - result.fcp)} ms after FCP is ${interactiveRatio.toFixed(2)}× the CPU reference (> ${budget.maxInteractiveAfterFcpToCpuReference}×)`);
  }
  return problems;
}

/** Every budget a run's routes missed, one sentence each; empty when all are met. */
export function budgetProblems(results: readonly RouteResult[], budget: Budget): string[] {
  return results.flatMap((result) => routeProblems(result, budget).map((problem) => problem.message));
}
