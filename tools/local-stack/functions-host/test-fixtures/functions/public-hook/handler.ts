/** A webhook-style function (verify_jwt = false in config.toml): no Authorization needed. */
export async function handler(req: Request): Promise<Response> {
  return Response.json({ received: await req.text(), signature: req.headers.get('stripe-signature') });
}
