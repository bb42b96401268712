// The early script (EARLY_SCRIPT_FILE, built apart by tools/rspack/early-script-plugin.mjs): the
// first request of every page, async, and a file because the CSP allows no inline script. Nothing
// else of the site's code is in it (no federation runtime, no React): it runs before the page is
// hydrated, to keep the clicks that come before the page can answer them and to start a
// prerendered page's scripts once it has painted.
import './replay-early-clicks.ts';
import './start-after-first-paint.ts';
