import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { appPort, appPortsFrom, basePort, BASE_PORTS, reservedPortRanges, stackPorts, stackPortsFrom } from './ports.mjs';

// The variable names are read by helpers and CI outside this repository: they must keep working.
describe('the ports and the variables that move them', () => {
  it('an app server: its default, or SHELL_PORT…ADMIN_PORT', () => {
    expect(appPort('marketing', {})).toBe(4201);
    expect(appPort('admin', { ADMIN_PORT: '24305' })).toBe(24305);
    expect(() => appPort('shell', { SHELL_PORT: 'mucho' })).toThrow('SHELL_PORT=mucho is not a valid port number');
  });

  it("a run's own apps, one after another from its base, as the variables the app servers read", () => {
    expect(appPortsFrom(22300)).toEqual({
      SHELL_PORT: '22300',
      MARKETING_PORT: '22301',
      COMMERCE_PORT: '22302',
      CONTENT_PORT: '22303',
      MUSIC_PORT: '22304',
      ADMIN_PORT: '22305',
    });
  });

  it("the stack: npm start's from API_PORT…, the integration tests' from TEST_API_PORT…, never the other's", () => {
    const env = { API_PORT: '25300', DB_PORT: '25301', MAIL_WEB_PORT: '25303', SMTP_PORT: '25304', TEST_API_PORT: '21300', TEST_SMTP_PORT: '21304' };
    expect(stackPorts('dev', {}, env)).toEqual({ api: 25300, db: 25301, mailWeb: 25303, smtp: 25304 });
    expect(stackPorts('test', {}, env)).toEqual({ api: 21300, db: 55322, mailWeb: 55324, smtp: 21304 });
    expect(stackPorts('test', { db: 1234 }, env).db).toBe(1234);
  });

  it('the e2e and perf runs from E2E_/PERF_ bases', () => {
    const env = { E2E_APP_PORT_BASE: '22300', E2E_STACK_PORT_BASE: '20300', PERF_STACK_PORT_BASE: '27300' };
    expect(basePort(BASE_PORTS.e2eApps, env)).toBe(22300);
    expect(stackPortsFrom(basePort(BASE_PORTS.e2eStack, env))).toEqual({ api: 20300, db: 20301, mailWeb: 20303, smtp: 20304 });
    expect(basePort(BASE_PORTS.perfStack, env)).toBe(27300);
    expect(basePort(BASE_PORTS.perfApps, env)).toBe(4400);
  });
});

describe('the ports CI keeps from outgoing connections', () => {
  it('every stack whose default ports lie in the ephemeral range, the e2e of npm start included', () => {
    expect(reservedPortRanges().split(',')).toEqual(
      expect.arrayContaining(['54321-54325', '55321-55325', '58321-58325', '54421-54425', '54521-54525', '59321-59325']),
    );
  });

  it("is what `node tools/ports.mjs reserved` prints for .ci/run", () => {
    const printed = execFileSync(process.execPath, [fileURLToPath(new URL('./ports.mjs', import.meta.url)), 'reserved'], { encoding: 'utf8' });
    expect(printed.trim()).toBe(reservedPortRanges());
  });
});
