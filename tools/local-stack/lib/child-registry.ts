import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { alive } from './processes.ts';

interface Entry {
  name: string;
  pid: number;
  /** argv[0] of the process, checked before signalling so a reused pid is never touched. */
  exe: string;
  signal: NodeJS.Signals;
}

interface RegistryFile {
  owner: number;
  children: Entry[];
}

function exeOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
  } catch {
    return undefined;
  }
}

/**
 * Remembers the pids of a stack's child processes in its data folder, so that after a crash of
 * the parent (kill -9, a closed terminal) the next start can stop the orphans still holding the
 * ports and the cluster, instead of failing with "port in use".
 */
export class ChildRegistry {
  private entries: Entry[] = [];

  constructor(private readonly file: string) {}

  /** Stops children left behind by a dead stack; refuses when the owner is still alive. */
  async reapOrphans(log: (line: string) => void): Promise<void> {
    if (!existsSync(this.file)) return;
    let data: RegistryFile;
    try {
      data = JSON.parse(readFileSync(this.file, 'utf8')) as RegistryFile;
    } catch {
      rmSync(this.file, { force: true });
      return;
    }
    // The owner is a Node process; a live pid running something else is a reused pid.
    const ownerExe = data.owner !== process.pid && alive(data.owner) ? exeOf(data.owner) : undefined;
    if (ownerExe !== undefined && /node/i.test(ownerExe)) {
      throw new Error(
        `Another stack (pid ${data.owner}) is running on this data folder. Stop it first (Ctrl-C in its terminal).`,
      );
    }
    for (const child of data.children) {
      if (!alive(child.pid) || exeOf(child.pid) !== child.exe) continue;
      log(`Stopping ${child.name} (pid ${child.pid}) left running by a previous start`);
      try {
        process.kill(child.pid, child.signal);
      } catch {
        continue;
      }
      const deadline = Date.now() + 15_000;
      while (alive(child.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (alive(child.pid)) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    }
    rmSync(this.file, { force: true });
  }

  /** Records `name`'s pid, replacing the one it had (a child restarted after it died). */
  set(name: string, pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
    const exe = exeOf(pid);
    if (exe === undefined) return; // not on Linux /proc, or already gone: nothing to reap later
    this.entries = this.entries.filter((entry) => entry.name !== name);
    this.entries.push({ name, pid, exe, signal });
    const data: RegistryFile = { owner: process.pid, children: this.entries };
    writeFileSync(this.file, `${JSON.stringify(data, null, 2)}\n`);
  }

  clear(): void {
    this.entries = [];
    rmSync(this.file, { force: true });
  }
}
