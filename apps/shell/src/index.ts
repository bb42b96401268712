import './startup.ts';

// The site's Content-Security-Policy allows no eval. Zod (in the remotes' forms) compiles parsers
// with `new Function` unless told not to, and even its probe for eval reports a violation. Every
// zod copy on the page reads its settings from this one global object (zod/v4/core's
// `globalConfig`), set here before any remote's code can build a schema.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

// Async boundary: lets Module Federation negotiate the shared singletons before any app code runs.
// Loading the app's chunks starts in a task of its own (a message: no timer clamping, and a profile
// counts the task for this file): with this file's evaluation and the federation runtime's set-up,
// it made one task long enough to block a phone's main thread right after the first paint.
const channel = new MessageChannel();
channel.port1.onmessage = () => void import('./bootstrap.tsx');
channel.port2.postMessage(0);
