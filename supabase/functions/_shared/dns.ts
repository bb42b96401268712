/**
 * TXT lookups for verify-domain through the runtime's own resolver: Deno.resolveDns on Supabase
 * Edge Functions, node:dns in Node. DNS_SERVERS (comma-separated "ip" or "ip:port") picks the
 * name servers; otherwise the system's are used.
 */
import { getEnv } from './env.ts';

export interface DnsResolver {
  /** Every TXT record of `name`, chunks joined. [] when the name or its TXT records do not exist. */
  resolveTxt(name: string): Promise<string[]>;
}

export class DnsLookupError extends Error {
  constructor(name: string, cause: unknown) {
    super(`DNS lookup of ${name} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DnsLookupError';
  }
}

interface NameServer {
  ipAddr: string;
  port: number;
}

function configuredServers(): NameServer[] {
  const raw = getEnv('DNS_SERVERS');
  if (!raw) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
      if (bracketed) return { ipAddr: bracketed[1] as string, port: Number(bracketed[2] ?? 53) };
      const [ip, port] = entry.split(':');
      return { ipAddr: ip as string, port: Number(port ?? 53) };
    });
}

interface DenoDns {
  resolveDns(query: string, type: 'TXT', options?: { nameServer?: NameServer }): Promise<string[][]>;
  errors: { NotFound: new (...args: never[]) => Error };
}

export async function systemResolver(): Promise<DnsResolver> {
  const servers = configuredServers();
  const deno = (globalThis as unknown as { Deno?: Partial<DenoDns> }).Deno;
  if (deno?.resolveDns) {
    const resolveDns = deno.resolveDns.bind(deno);
    const NotFound = deno.errors?.NotFound;
    return {
      async resolveTxt(name) {
        try {
          const records = await resolveDns(name, 'TXT', servers[0] ? { nameServer: servers[0] } : undefined);
          return records.map((chunks) => chunks.join(''));
        } catch (error) {
          if (NotFound && error instanceof NotFound) return [];
          throw new DnsLookupError(name, error);
        }
      },
    };
  }

  const dns = await import('node:dns/promises');
  const resolver = new dns.Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) {
    resolver.setServers(servers.map((s) => (s.ipAddr.includes(':') ? `[${s.ipAddr}]:${s.port}` : `${s.ipAddr}:${s.port}`)));
  }
  return {
    async resolveTxt(name) {
      try {
        const records = await resolver.resolveTxt(name);
        return records.map((chunks) => chunks.join(''));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
        throw new DnsLookupError(name, error);
      }
    },
  };
}
