import { WAKES_ON_INPUT_ATTRIBUTE, isHydrated, isPageLive } from '@pitwall/config/page-protocol';

// A prerendered page is visible (and looks clickable) some time before React has hydrated it; a
// click in that window would do nothing and be lost (React 19 drops a click on a part it cannot
// hydrate at once, e.g. one whose code is still loading). This keeps each activation of a control
// that is not hydrated yet, and carries it out once the page is live and that control is hydrated:
// exactly once, as if the visitor had clicked then.
//
// Real links are left alone: without JavaScript they load their page, which is prerendered too.
// A choice in a <select> is kept too (hydration would set the select back to the page's state);
// text typed into a field stays in the field and is not touched.
//
// Runs on import, in the early script only (page-boot.ts): top-level code keeps the script small.

const CONTROLS = 'button,[role=button],[role=tab],[role=menuitem],summary,input:is([type=checkbox],[type=radio],[type=submit],[type=button])';
// The whole press of a pointer is kept from the page while its control is not hydrated, so no half
// of it reaches React: Radix menus open on pointerdown, tabs on mousedown, buttons on click.
const PRESS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];

/** What the visitor did, in order: a control activated, or a select's new value. */
type Action = { kind: 'click'; target: Element } | { kind: 'choice'; target: HTMLSelectElement; value: string };

const pending: Action[] = [];
// Once the page is live, a part that hydrates when seen answers at once too: the input wakes it,
// and React hydrates it before handling the input. Held, it would run only with the replay, 50 ms
// or more later (and be lost if the visitor left the page meanwhile).
const ready = (element: Element) => isPageLive(document) && (isHydrated(element) || element.closest(`[${WAKES_ON_INPUT_ATTRIBUTE}]`));

/** The control an event is about, when the page has not made it live yet. */
const waitingControl = (event: Event, selector: string) => {
  const target = event.target instanceof Element ? event.target.closest(selector) : null;
  // Only the controls of a prerendered page, and never a link's.
  if (!target || target.closest('a[href]') || !target.closest('#root[data-prerendered]')) return null;
  return ready(target) ? null : target;
};

const hold = (event: Event) => {
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

const choose = (event: Event) => {
  const target = waitingControl(event, 'select') as HTMLSelectElement | null;
  if (!target) return;
  pending.push({ kind: 'choice', target, value: target.value });
  replaySoon();
};

for (const type of PRESS) document.addEventListener(type, hold, true);
document.addEventListener('change', choose, true);

const choice = (target: HTMLSelectElement, value: string) => {
  // Hydration may have put the page's value back: choose again, as the visitor did.
  target.value = value;
  target.dispatchEvent(new Event('change', { bubbles: true }));
};

const click = (target: Element) => {
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
let timer: ReturnType<typeof setTimeout> | 0 = 0;
const replay = () => {
  timer = 0;
  for (let action = pending[0]; action; action = pending[0]) {
    if (!action.target.isConnected) {
      // Drawn again (a remote that failed to load shows its fallback): nothing left to click.
      pending.shift();
      continue;
    }
    if (!ready(action.target)) break;
    pending.shift();
    if (action.kind === 'choice') choice(action.target, action.value);
    else click(action.target);
  }
  if (pending.length > 0) replaySoon();
};
function replaySoon() {
  if (!timer) timer = setTimeout(replay, 50);
}
