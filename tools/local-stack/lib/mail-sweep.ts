/**
 * The local stand-in for production's pg_cron job: calls the send-pending-mails function every
 * `intervalMs`, so a mail that could not go (SMTP down, a sender that died) goes once it can.
 * Says so when the sweep cannot reach the functions and again when it can.
 */
export interface MailSweep {
  stop(): void;
}

export function startMailSweep(options: { url: string; serviceRoleKey: string; intervalMs: number; log: (line: string) => void }): MailSweep {
  let failing = false;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.serviceRoleKey}`, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(Math.max(options.intervalMs, 60_000)),
      });
      const result = (await response.json().catch(() => ({}))) as { sent?: number; failed?: number };
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (failing) options.log('Mail outbox sweep works again');
      failing = false;
      if ((result.sent ?? 0) + (result.failed ?? 0) > 0) {
        options.log(`Mail outbox: ${result.sent ?? 0} sent, ${result.failed ?? 0} to retry`);
      }
    } catch (error) {
      if (!failing) options.log(`MAIL OUTBOX SWEEP FAILING (${(error as Error).message}); unsent mails wait until it works again`);
      failing = true;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
