// Type-checking aid for Node's tsc: the entry files call Deno.serve, which exists only in the
// Deno runtime (Supabase Edge Functions). Deno never loads this file.
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}
