/** One run of a supervised child: its pid, how it ends and how to end it. */
export interface SupervisedRun {
  pid: number;
  /** Settles when the process has exited, with how. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface SuperviseOptions<T extends SupervisedRun> {
  /** Said in every log line (e.g. 'PostgREST'). */
  name: string;
  /** Starts the child and resolves once it serves; rejects when it cannot. */
  start(): Promise<T>;
  /** Told each run that serves: the first and every restart (to record its pid). */
  onRun?(run: T): void;
  log(line: string): void;
  /** Waits before a restart: doubling from the first to the last (default 200 ms to 30 s). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Crashes in a row (exits within `healthyAfterMs` of a start, or failed starts) before giving up. */
  giveUpAfter?: number;
  healthyAfterMs?: number;
}

export interface Supervised<T extends SupervisedRun> {
  /** The run serving now (the last one that started). */
  current(): T;
  /** Ends the supervision and the child. */
  stop(): Promise<void>;
}

/**
 * Keeps a child of the local stack running: when it exits it is started again, waiting longer after
 * each crash in a row, and every exit, restart and failure is logged loudly (a part of the stack
 * that dies must never go unnoticed). A crash loop ends with a message that says so and what to do.
 */
export async function supervise<T extends SupervisedRun>(options: SuperviseOptions<T>): Promise<Supervised<T>> {
  const { name, log } = options;
  const minDelayMs = options.minDelayMs ?? 200;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const giveUpAfter = options.giveUpAfter ?? 10;
  const healthyAfterMs = options.healthyAfterMs ?? 60_000;

  let current = await options.start();
  options.onRun?.(current);
  let startedAt = Date.now();
  let stopping = false;
  let crashes = 0;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;

  const scheduleRestart = (why: string) => {
    if (stopping) return;
    crashes += 1;
    if (crashes > giveUpAfter) {
      log(`!!! GAVE UP restarting ${name} after ${giveUpAfter} crashes in a row (last: ${why}). The stack runs without it: stop it (Ctrl-C) and start it again.`);
      return;
    }
    const delayMs = Math.min(minDelayMs * 2 ** (crashes - 1), maxDelayMs);
    log(`!!! ${name} ${why}; restarting it in ${delayMs} ms (crash ${crashes} in a row, giving up after ${giveUpAfter})`);
    timer = setTimeout(() => (restarting = restart()), delayMs);
  };

  const restart = async () => {
    let next: T;
    try {
      next = await options.start();
    } catch (error) {
      scheduleRestart(`could not be started again (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      return;
    }
    if (stopping) {
      await next.stop();
      return;
    }
    current = next;
    startedAt = Date.now();
    options.onRun?.(next);
    log(`!!! ${name} IS BACK (pid ${next.pid})`);
    watch(next);
  };

  const watch = (run: T) => {
    void run.exited.then((how) => {
      if (stopping || run !== current) return;
      if (Date.now() - startedAt > healthyAfterMs) crashes = 0;
      scheduleRestart(`EXITED (pid ${run.pid}, ${how})`);
    });
  };
  watch(current);

  let stopped: Promise<void> | undefined;
  return {
    current: () => current,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        clearTimeout(timer);
        await restarting;
        await current.stop();
      })()),
  };
}
