/**
 * Runs the Stripe stand-in by hand: `npx tsx tools/stripe-stand-in/cli.ts [--port 12111]`.
 * Start the stack with the printed STRIPE_* variables (and any sk_test_… key) to try the Stripe
 * path of create-payment locally; Ctrl-C stops it.
 */
import { startStripeStandIn } from './server.ts';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 12111;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('Usage: tsx tools/stripe-stand-in/cli.ts [--port <0-65535>]');
  process.exit(2);
}

const standIn = await startStripeStandIn({ port });
console.log(`Stripe stand-in listening on ${standIn.url}`);
for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
console.log('STRIPE_SECRET_KEY=sk_test_stand_in');

let requests = 0;
const timer = setInterval(() => {
  for (const request of standIn.requests.slice(requests)) console.log(`${request.method} ${request.path}`);
  requests = standIn.requests.length;
}, 500);

const stop = () => {
  clearInterval(timer);
  void standIn.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
