const PERCENT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/**
 * A figure against the previous period of the same length, as the summary says it: '+25 %',
 * '−10 %', 'igual'; with nothing before, 'sin datos previos' (a percentage of zero means nothing).
 */
export function changeText(now: number, before: number): { text: string; direction: 'up' | 'down' | 'same' } {
  if (now === before) return { text: 'igual', direction: 'same' };
  if (before === 0) return { text: 'sin datos previos', direction: 'up' };
  const percent = ((now - before) / before) * 100;
  return { text: `${percent > 0 ? '+' : '−'}${PERCENT.format(Math.abs(percent))} %`, direction: percent > 0 ? 'up' : 'down' };
}
