/** Throws: the host must answer 500 and keep serving. */
export async function handler(_req: Request): Promise<Response> {
  throw new Error('database password is hunter2');
}
