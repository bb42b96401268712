/** Never answers: the host cuts it off at its wall-clock limit. */
export function handler(_req: Request): Promise<Response> {
  return new Promise<Response>(() => undefined);
}
