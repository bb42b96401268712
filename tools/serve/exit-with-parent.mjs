// Preloaded (`node --import`) into the app servers `npm start` and `npm run dev` start, whose stdin
// is a pipe from that parent: the pipe ends when the parent ends, however it ends (SIGKILL too), and
// the server then stops as it does on SIGTERM, instead of holding its port for the next start.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
