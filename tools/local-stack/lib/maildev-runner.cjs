// Runs maildev 2 in its own process (spawned by mail-catcher.ts).
// maildev 2.2.0's SMTP "listening" callback logs a variable `host` that it never declares
// (lib/mailserver.js), which throws a ReferenceError as soon as SMTP listens; defining the
// global it expects keeps the package unpatched.
'use strict';
const ip = process.env.MAILDEV_RUN_IP || '127.0.0.1';
globalThis.host = ip;
const maildev = require('maildev');
const server = maildev({
  smtp: process.env.MAILDEV_RUN_SMTP_PORT,
  web: process.env.MAILDEV_RUN_WEB_PORT,
  ip,
  mailDirectory: process.env.MAILDEV_RUN_MAIL_DIR,
  silent: true,
});
server.listen((error) => {
  if (error) {
    console.error(`maildev SMTP could not listen: ${error.message}`);
    process.exit(1);
  }
});
