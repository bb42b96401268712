/** Kills its own process: the host must come back on the same port. */
export async function handler(_req: Request): Promise<Response> {
  (globalThis as unknown as { process: { exit(code: number): void } }).process.exit(1);
  return new Response('still alive?', { status: 500 });
}
