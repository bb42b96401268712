/** Streams server-sent events in several chunks. */
export async function handler(_req: Request): Promise<Response> {
  const encoder = new TextEncoder();
  let n = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      n += 1;
      if (n > 3) {
        controller.close();
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
      controller.enqueue(encoder.encode(`data: ${n}\n\n`));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}
