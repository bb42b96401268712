// Takes a moment to load, as a function importing supabase-js does the first time it is called.
await new Promise((resolve) => setTimeout(resolve, 300));

/** Echoes the body it was sent. */
export async function handler(req: Request): Promise<Response> {
  return new Response(await req.text());
}
