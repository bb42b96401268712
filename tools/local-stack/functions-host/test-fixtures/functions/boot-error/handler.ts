/** Fails while being imported (a missing setting at module load): BOOT_ERROR. */
const required = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env
  .SETTING_THAT_IS_NOT_THERE;
if (!required) throw new Error('SETTING_THAT_IS_NOT_THERE is required');

export async function handler(_req: Request): Promise<Response> {
  return new Response(required);
}
