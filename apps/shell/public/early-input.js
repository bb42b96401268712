// The first script of every page. Two jobs before the page is hydrated: it starts a prerendered
// page's scripts once the page has painted (at the end of this file), and it keeps the clicks that
// arrive before the page can answer them.
//
// Clicks that arrive before the page can answer them. A prerendered page is visible (and looks
// clickable) some time before React has hydrated it; a click in that window would do nothing and
// be lost (React 19 drops a click on a part it cannot hydrate at once, e.g. one whose code is still
// loading). The first request of the page (an external file: the CSP allows no inline script),
// and the page's scripts start only once it has run, this keeps each activation of a control that is not hydrated yet, and carries it out
// once the page is live (html[data-page-ready]) and that control is hydrated: exactly once, as if
// the visitor had clicked then.
//
// Real links are left alone: without JavaScript they load their page, which is prerendered too.
// A choice in a <select> is kept too (hydration would set the select back to the page's state);
// text typed into a field stays in the field and is not touched.
(() => {
  const root = document.documentElement;
  const CONTROLS = 'button, [role="button"], [role="tab"], [role="menuitem"], summary, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';
  // The whole press of a pointer is kept from the page while its control is not hydrated, so no half
  // of it reaches React: Radix menus open on pointerdown, tabs on mousedown, buttons on click.
  const PRESS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
  /** What the visitor did, in order: a control activated, or a select's new value. */
  /** @type {({ kind: 'click', target: Element } | { kind: 'choice', target: HTMLSelectElement, value: string })[]} */
  const pending = [];

  // React keeps each hydrated element's props on it under '__reactProps$<key>'.
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const live = () => root.hasAttribute('data-page-ready');
  const onPrerenderedPage = (element) => element.closest('#root[data-prerendered]') !== null;

  /** The control an event is about, when the page has not made it live yet. */
  const waitingControl = (event, selector) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!target || target.closest('a[href]') || !onPrerenderedPage(target)) return null;
    return live() && hydrated(target) ? null : target;
  };

  const hold = (event) => {
    const target = waitingControl(event, CONTROLS);
    if (!target) return;
    event.stopPropagation();
    if (event.type !== 'click') return;
    // The control's own default (a form submit, a checkbox tick) happens with the replay.
    event.preventDefault();
    // A double click in the wait is one activation, not a toggle and back.
    const last = pending.at(-1);
    if (last?.kind !== 'click' || last.target !== target) pending.push({ kind: 'click', target });
    replaySoon();
  };

  const choose = (event) => {
    const target = waitingControl(event, 'select');
    if (!target) return;
    pending.push({ kind: 'choice', target, value: target.value });
    replaySoon();
  };

  for (const type of PRESS) document.addEventListener(type, hold, true);
  document.addEventListener('change', choose, true);

  const choice = (target, value) => {
    // Hydration may have put the page's value back: choose again, as the visitor did.
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const click = (target) => {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }));
    target.dispatchEvent(new MouseEvent('mousedown', init));
    target.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }));
    target.dispatchEvent(new MouseEvent('mouseup', init));
    // click() also runs the element's activation (submit, tick) when nothing prevents it.
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', init));
  };

  // In the visitor's order: each waits for its control, and the ones after it wait for it.
  /** @type {ReturnType<typeof setTimeout> | 0} */
  let timer = 0;
  const replay = () => {
    timer = 0;
    while (pending.length > 0) {
      const action = pending[0];
      if (!action.target.isConnected) {
        // Drawn again (a remote that failed to load shows its fallback): nothing left to click.
        pending.shift();
        continue;
      }
      if (!live() || !hydrated(action.target)) break;
      pending.shift();
      if (action.kind === 'choice') choice(action.target, action.value);
      else click(action.target);
    }
    if (pending.length > 0) replaySoon();
  };
  function replaySoon() {
    if (!timer) timer = setTimeout(replay, 50);
  }

  // A prerendered page's scripts wait for its first paint (tools/prerender: composeDocument lists
  // them in #pitwall-boot): once the browser reports it, the shell's entry and every file its
  // hydration loads are asked for at once. A tab opened in the background paints nothing: it starts
  // at once; and a browser that reports no paint is not kept waiting past three seconds.
  let booted = false;
  const boot = () => {
    const block = document.getElementById('pitwall-boot');
    if (booted || !block) return;
    booted = true;
    const { scripts, hints } = JSON.parse(block.textContent || '{}');
    for (const { href, as, cors } of hints) {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', href, as });
      if (cors) link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
    for (const src of scripts) document.head.append(Object.assign(document.createElement('script'), { src, async: false }));
  };
  const afterFirstPaint = () => {
    if (document.visibilityState === 'hidden') return boot();
    const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted) return boot();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      boot();
    }).observe({ type: 'paint' });
    setTimeout(boot, 3000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
})();
