/**
 * Marks a panel fixed at the viewport's bottom (the cookie notice): while it is shown, toasts stack
 * above it instead of covering its buttons. Only this name is in a page's first load; the toaster,
 * which loads with the first toast, measures the panel.
 */
export const BOTTOM_PANEL_ATTRIBUTE = 'data-bottom-panel';
