import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths.ts';
import { spawnTracked, waitForHttp, waitForTcp } from './processes.ts';

const LIB_DIR = dirname(fileURLToPath(import.meta.url));

export interface MailCatcherOptions {
  webPort: number;
  smtpPort: number;
  /** Mails are kept here, so they survive a restart of the stack. */
  mailDir: string;
  logFile: string;
}

export interface RunningMailCatcher {
  apiUrl: string;
  smtpHost: string;
  smtpPort: number;
  pid: number;
  /** Settles when the process has exited, with how. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/**
 * maildev 2 as a child process: in-process it would install its own SIGINT/SIGTERM handlers
 * that call process.exit().
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  mkdirSync(options.mailDir, { recursive: true });
  const child = spawnTracked('maildev', process.execPath, [join(LIB_DIR, 'maildev-runner.cjs')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      MAILDEV_RUN_IP: '127.0.0.1',
      MAILDEV_RUN_SMTP_PORT: String(options.smtpPort),
      MAILDEV_RUN_WEB_PORT: String(options.webPort),
      MAILDEV_RUN_MAIL_DIR: options.mailDir,
    },
    logFile: options.logFile,
  });
  const apiUrl = `http://127.0.0.1:${options.webPort}`;
  try {
    await waitForHttp(`${apiUrl}/email`, {
      timeoutMs: 20_000,
      ready: (status) => status === 200,
      failed: () =>
        child.process.exitCode !== null ? `maildev exited during start:\n${child.recentOutput()}` : undefined,
    });
    await waitForTcp(options.smtpPort, {
      timeoutMs: 10_000,
      failed: () =>
        child.process.exitCode !== null ? `maildev exited during start:\n${child.recentOutput()}` : undefined,
    });
  } catch (error) {
    await child.stop('SIGKILL');
    throw error;
  }
  return {
    apiUrl,
    smtpHost: '127.0.0.1',
    smtpPort: options.smtpPort,
    pid: child.pid,
    exited: child.exited,
    stop: () => child.stop('SIGTERM', 5_000),
  };
}
