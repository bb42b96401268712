/**
 * A minimal authoritative DNS server over UDP for tests: answers TXT questions from a table and
 * NXDOMAIN for any other name, so verify-domain's real resolver code can be exercised offline.
 */
import { createSocket, type Socket } from 'node:dgram';

export interface TestDnsServer {
  port: number;
  /** Replaces the TXT records of a name (lower-case, no trailing dot). */
  setTxt(name: string, values: string[]): void;
  close(): Promise<void>;
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (i < msg.length) {
    const len = msg[i] as number;
    if (len === 0) return { name: labels.join('.').toLowerCase(), end: i + 1 };
    labels.push(msg.subarray(i + 1, i + 1 + len).toString('ascii'));
    i += 1 + len;
  }
  throw new Error('Malformed DNS name');
}

function txtRdata(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(parts);
}

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const socket: Socket = createSocket('udp4');

  socket.on('message', (msg, remote) => {
    try {
      const { name, end } = readName(msg, 12);
      const qtype = msg.readUInt16BE(end);
      const question = msg.subarray(12, end + 4);
      const known = records.get(name);
      const answers = known && qtype === 16 ? known : [];
      const header = Buffer.alloc(12);
      header.writeUInt16BE(msg.readUInt16BE(0), 0); // id
      // QR, opcode 0, AA, RD copied, RA; rcode 3 (NXDOMAIN) for unknown names.
      const rd = (msg[2] as number) & 1;
      header.writeUInt16BE(0x8000 | 0x0400 | (rd << 8) | 0x0080 | (known ? 0 : 3), 2);
      header.writeUInt16BE(1, 4);
      header.writeUInt16BE(answers.length, 6);
      const body = answers.map((value) => {
        const rdata = txtRdata(value);
        const rr = Buffer.alloc(12);
        rr.writeUInt16BE(0xc00c, 0); // pointer to the question name
        rr.writeUInt16BE(16, 2); // TXT
        rr.writeUInt16BE(1, 4); // IN
        rr.writeUInt32BE(60, 6);
        rr.writeUInt16BE(rdata.length, 10);
        return Buffer.concat([rr, rdata]);
      });
      socket.send(Buffer.concat([header, question, ...body]), remote.port, remote.address);
    } catch {
      // Ignore malformed packets, as a real server would.
    }
  });

  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    setTxt(name, values) {
      records.set(name.toLowerCase(), values);
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
