/**
 * Payments without Stripe (the local sandbox), end to end through the stack's gateway:
 * create-payment reprices the cart from the database and refuses stale or invalid carts writing
 * nothing; the sandbox page confirms exactly like the webhook (paid + stock in one transaction,
 * e-mail once), cancels without touching stock, and lets only one buyer have the last unit.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stackValues, waitForMail } from '../../tools/local-stack/testing.ts';
import {
  type CartLine,
  confirmationMails,
  createPayment,
  makeProduct,
  type MadeProduct,
  openSandbox,
  orderById,
  ordersOf,
  pressSandbox,
  productStock,
  present,
  service,
  sleep,
  variantStock,
  withdrawMadeProducts,
} from './payments-fixtures.ts';
import { handler as createPaymentHandler } from '../functions/create-payment/handler.ts';
import { handler as sandboxHandler } from '../functions/payment-sandbox/handler.ts';
import { MAX_PENDING_ORDERS } from '../functions/_shared/payment-guards.ts';
import { formatCents } from '../functions/_shared/contracts/money.ts';
import { type Actor, signedInActor } from './support/clients.ts';
import { euros } from './support/money.ts';
import { postRequest, useFunctionEnv } from './support/functions.ts';

// The stack runs the sandbox only without Stripe settings, which the root vitest.config.ts
// clears: were one to reach the tests, every case here must fail rather than be skipped.
beforeAll(() => {
  if (process.env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY reached the integration tests: the stack would not run the payment sandbox');
});

afterAll(withdrawMadeProducts);

/** The number the confirmation e-mail's subject gives an order. */

describe('create-payment (sandbox provider)', () => {
  let buyer: Actor;
  let shirt: MadeProduct; // merchandising, variants, shipping 4.95
  let cap: MadeProduct; // merchandising, no variants, shipping 3.95
  let pack: MadeProduct; // digital, no shipping

  beforeAll(async () => {
    buyer = await signedInActor('pago');
    shirt = await makeProduct({
      title: 'Camiseta de pruebas',
      price: 19.99,
      shipping: 4.95,
      variants: [
        { name: 'Talla M', stock: 5 },
        { name: 'Talla XL', adjustment: 2, stock: 2 },
        { name: 'Talla XXL', stock: 4, active: false },
      ],
    });
    cap = await makeProduct({ title: 'Gorra de pruebas', price: 24, shipping: 3.95, stock: 10 });
    pack = await makeProduct({ title: 'Pack digital de pruebas', price: 9.99, category: 'digital', stock: 999 });
  });

  it('refuses a visitor without a session', async () => {
    const result = await createPayment(anonClient(), { items: [{ id: cap.id, variant_id: null, quantity: 1 }] });
    expect(result).toEqual({ status: 401, body: { error: 'Debes iniciar sesión para pagar' } });
  });

  it('prices the cart from the database, never from the browser, with shipping once per merchandising line', async () => {
    const tampered: CartLine[] = [
      { id: shirt.id, variant_id: shirt.variant(1), quantity: 2, title: 'Gratis', description: null, price: 0.01 },
      { id: cap.id, variant_id: null, quantity: 3, title: 'Gorra', description: 'x', price: 0 },
      { id: pack.id, variant_id: null, quantity: 1, title: 'Pack', price: -50 },
    ];
    const result = await createPayment(buyer.client, { items: tampered, total: 1 });
    expect(result.status).toBe(200);
    const { url, order_id, session_id } = result.body as { url: string; order_id: string; session_id: string };
    expect(session_id).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{32}$/);
    expect(url).toMatch(new RegExp(`/functions/v1/payment-sandbox\\?session=${session_id}$`));

    const order = await orderById(order_id);
    expect(order).toMatchObject({
      user_id: buyer.user.id,
      email: buyer.user.email,
      status: 'pending',
      payment_provider: 'sandbox',
      payment_session_id: session_id,
      // 2 × 21.99 (19.99 + 2.00) + 3 × 24.00 + 1 × 9.99
      subtotal_cents: 2 * 2199 + 3 * 2400 + 999,
      // 4.95 for the shirt line + 3.95 for the cap line, not per unit; nothing for the digital pack
      shipping_cents: 495 + 395,
      total_cents: 2 * 2199 + 3 * 2400 + 999 + 495 + 395,
    });
    const lines = order.order_items.map((i) => [i.product_title, i.variant_name, i.unit_price_cents, i.quantity]).sort();
    expect(lines).toEqual(
      [
        ['Camiseta de pruebas', 'Talla XL', 2199, 2],
        ['Gorra de pruebas', null, 2400, 3],
        ['Pack digital de pruebas', null, 999, 1],
      ].sort(),
    );
    // Nothing is taken until the payment is confirmed.
    expect(await variantStock(shirt.variant(1))).toBe(2);
    expect(await productStock(cap.id)).toBe(10);
  });

  describe('refusals write nothing', () => {
    let refused: Actor;
    let inactive: MadeProduct;
    let soldOut: MadeProduct;

    beforeAll(async () => {
      refused = await signedInActor('rechazo');
      inactive = await makeProduct({ title: 'Producto retirado', price: 10, stock: 5, active: false });
      soldOut = await makeProduct({ title: 'Producto agotado', price: 10, stock: 0 });
    });

    const cases: Array<[string, () => unknown, number, string | RegExp]> = [
      ['an empty cart', () => ({ items: [] }), 400, 'Tu carrito está vacío.'],
      ['no items at all', () => ({}), 400, 'Tu carrito está vacío.'],
      ['a body that is not an object', () => [1, 2], 400, 'El cuerpo de la solicitud debe ser un objeto JSON.'],
      ['a product id that is not a uuid', () => ({ items: [{ id: 'camiseta', variant_id: null, quantity: 1 }] }), 400, 'El carrito contiene un producto no válido.'],
      ['a zero quantity', () => ({ items: [{ id: cap.id, variant_id: null, quantity: 0 }] }), 400, /entero entre 1 y 1000/],
      ['a fractional quantity', () => ({ items: [{ id: cap.id, variant_id: null, quantity: 1.5 }] }), 400, /entero entre 1 y 1000/],
      ['a quantity as text', () => ({ items: [{ id: cap.id, variant_id: null, quantity: '2' }] }), 400, /entero entre 1 y 1000/],
      [
        'too many lines',
        () => ({ items: Array.from({ length: 51 }, () => ({ id: cap.id, variant_id: null, quantity: 1 })) }),
        400,
        /demasiadas líneas \(máximo 50\)/,
      ],
      [
        'the same line twice',
        () => ({ items: [{ id: cap.id, variant_id: null, quantity: 1 }, { id: cap.id, variant_id: null, quantity: 2 }] }),
        400,
        'El carrito contiene el mismo producto repetido en varias líneas.',
      ],
      ['an unknown product', () => ({ items: [{ id: crypto.randomUUID(), variant_id: null, quantity: 1 }] }), 409, /ya no existe/],
      // The same words as for a product that does not exist: an unpublished product's title stays unknown.
      ['an inactive product', () => ({ items: [{ id: inactive.id, variant_id: null, quantity: 1 }] }), 409, 'Uno de los productos de tu carrito ya no está disponible. Revisa el carrito y vuelve a intentarlo.'],
      [
        'an inactive variant',
        () => ({ items: [{ id: shirt.id, variant_id: shirt.variant(2), quantity: 1 }] }),
        409,
        '«Camiseta de pruebas — Talla XXL» ya no está disponible. Elimínalo del carrito para continuar.',
      ],
      ['an unknown variant', () => ({ items: [{ id: shirt.id, variant_id: crypto.randomUUID(), quantity: 1 }] }), 409, /La opción elegida de «Camiseta de pruebas» ya no existe/],
      [
        'a variant of another product',
        () => ({ items: [{ id: cap.id, variant_id: shirt.variant(0), quantity: 1 }] }),
        422,
        'La opción elegida no corresponde a «Gorra de pruebas».',
      ],
      ['a product with variants but none chosen', () => ({ items: [{ id: shirt.id, variant_id: null, quantity: 1 }] }), 422, 'Elige una opción de «Camiseta de pruebas» antes de pagar.'],
      [
        'more units than the variant has',
        () => ({ items: [{ id: shirt.id, variant_id: shirt.variant(0), quantity: 6 }] }),
        409,
        'Solo quedan 5 unidades disponibles de Camiseta de pruebas — Talla M',
      ],
      ['more units than the product has', () => ({ items: [{ id: cap.id, variant_id: null, quantity: 11 }] }), 409, 'Solo quedan 10 unidades disponibles de Gorra de pruebas'],
      ['a sold-out product', () => ({ items: [{ id: soldOut.id, variant_id: null, quantity: 1 }] }), 409, 'Producto agotado está agotado. Elimínalo del carrito para continuar.'],
      [
        'one bad line among good ones',
        () => ({ items: [{ id: pack.id, variant_id: null, quantity: 1 }, { id: inactive.id, variant_id: null, quantity: 1 }] }),
        409,
        'Uno de los productos de tu carrito ya no está disponible. Revisa el carrito y vuelve a intentarlo.',
      ],
    ];

    it.each(cases)('refuses %s', async (_name, body, status, message) => {
      const result = await createPayment(refused.client, body());
      expect(result.status).toBe(status);
      if (typeof message === 'string') expect(result.body.error).toBe(message);
      else expect(result.body.error).toMatch(message);
      expect(await ordersOf(refused.user.id)).toEqual([]);
    });

    // The pack costs 9,99 €: a minimum above it shows the minimum, a maximum below it the maximum.
    it.each([1_000, 1_234, 99_999, 100_000, 12_345_678, 99_999_999])('writes a card limit of %i cents as the site writes money', async (cents) => {
      const cart = { p_user_id: buyer.user.id, p_email: buyer.user.email, p_payment_provider: 'sandbox', p_items: [{ id: pack.id, variant_id: null, quantity: 1 }] };
      const low = await service.rpc('create_pending_order', { ...cart, p_min_total_cents: cents });
      expect(low.data).toEqual({ ok: false, status: 422, error: `El importe mínimo de un pago con tarjeta es ${formatCents(cents)}.` });
      const high = await service.rpc('create_pending_order', { ...cart, p_max_total_cents: cents % 999 });
      expect(high.data).toEqual({ ok: false, status: 422, error: `El importe del pedido supera el máximo de un pago con tarjeta (${formatCents(cents % 999)}).` });
    });

    it('leaves the stock of every product untouched', async () => {
      expect(await variantStock(shirt.variant(0))).toBe(5);
      expect(await productStock(cap.id)).toBe(10);
    });
  });
});

describe('payment sandbox', () => {
  let buyer: Actor;
  let shirt: MadeProduct;

  beforeAll(async () => {
    buyer = await signedInActor('sandbox', { nombre: 'Lucía' });
    shirt = await makeProduct({
      title: 'Sudadera del sandbox',
      price: 54.9,
      shipping: 4.95,
      variants: [
        { name: 'Talla S', stock: 6 },
        { name: 'Talla L', adjustment: 5, stock: 3 },
      ],
    });
  });

  async function startPayment(quantity = 2) {
    const result = await createPayment(buyer.client, { items: [{ id: shirt.id, variant_id: shirt.variant(0), quantity }] });
    expect(result.status).toBe(200);
    return result.body as { url: string; order_id: string; session_id: string };
  }

  it('shows the order, the buyer and the two buttons, and a visit changes nothing', async () => {
    const { url, order_id, session_id } = await startPayment(2);
    const page = await openSandbox(url);
    expect(page.status).toBe(200);
    expect(page.session).toBe(session_id);
    expect(page.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.html).toContain('Sudadera del sandbox (Talla S)');
    expect(page.html).toContain('Cantidad: 2');
    expect(page.html).toContain(euros(109.8)); // 2 × 54,90
    expect(page.html).toContain(euros(4.95)); // shipping
    expect(page.html).toContain(euros(114.75)); // total
    expect(page.html).toContain(buyer.user.email);
    expect(page.html).toContain('>Confirmar pago</button>');
    expect(page.html).toContain('>Cancelar</button>');
    await openSandbox(url);
    expect((await orderById(order_id)).status).toBe('pending');
    expect(await variantStock(shirt.variant(0))).toBe(6);
  });

  it('confirms: order paid, stock taken, confirmation e-mail sent; a replay changes nothing', async () => {
    const { url, order_id, session_id } = await startPayment(2);
    const productBefore = await productStock(shirt.id);
    const page = await openSandbox(url);

    const answer = await pressSandbox(url, { session: page.session, token: page.token, action: 'confirm' });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${stackValues().siteUrl}/payment-success?session_id=${session_id}`);

    const order = await orderById(order_id);
    expect(order.status).toBe('paid');
    expect(order.paid_at).not.toBeNull();
    expect(await variantStock(shirt.variant(0))).toBe(4);
    expect(await productStock(shirt.id)).toBe(productBefore - 2); // kept in step with its variants

    // The order's own number, stored on it: readable, sequential.
    const number = order.reference;
    expect(number).toBe(`PW-${String(order.number).padStart(6, '0')}`);
    const mail = await waitForMail(buyer.user.email, `Confirmación de tu pedido ${number}`);
    expect(mail.text).toContain('2 × Sudadera del sandbox (Talla S)');
    expect(mail.text).toContain(`Envío: ${euros(4.95)}`);
    expect(mail.text).toContain(`Total pagado: ${euros(114.75)}`);
    expect(mail.html).toContain('¡Gracias por tu compra!');

    // A second press (double click, back button) is a no-op that lands on the same page.
    const replay = await pressSandbox(url, { session: page.session, token: page.token, action: 'confirm' });
    expect(replay.status).toBe(303);
    expect(replay.location).toBe(answer.location);
    const cancelAfter = await pressSandbox(url, { session: page.session, token: page.token, action: 'cancel' });
    expect(cancelAfter.status).toBe(200);
    expect(cancelAfter.html).toContain('Este pedido ya está pagado.');
    expect(await orderById(order_id)).toMatchObject({ status: 'paid', paid_at: order.paid_at });
    expect(await variantStock(shirt.variant(0))).toBe(4);
    // A mail the replays had sent would reach the catcher before the confirmation of a later order.
    const later = await startPayment(1);
    const laterPage = await openSandbox(later.url);
    expect((await pressSandbox(later.url, { session: laterPage.session, token: laterPage.token, action: 'confirm' })).status).toBe(303);
    const laterOrder = await orderById(later.order_id);
    expect(laterOrder.number).toBeGreaterThan(order.number);
    await waitForMail(buyer.user.email, `Confirmación de tu pedido ${laterOrder.reference}`);
    expect((await confirmationMails(buyer.user.email)).filter((m) => m.subject.includes(number))).toHaveLength(1);

    const after = await openSandbox(url);
    expect(after.html).toContain('Pago completado');
    expect(after.html).not.toContain('Confirmar pago');
  });

  it('cancels: order canceled, stock unchanged, and it can no longer be paid', async () => {
    const { url, order_id } = await startPayment(1);
    const stock = await variantStock(shirt.variant(0));
    const page = await openSandbox(url);

    const answer = await pressSandbox(url, { session: page.session, token: page.token, action: 'cancel' });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${stackValues().siteUrl}/payment-canceled`);
    const order = await orderById(order_id);
    expect(order.status).toBe('canceled');
    expect(order.canceled_at).not.toBeNull();
    expect(await variantStock(shirt.variant(0))).toBe(stock);

    const late = await pressSandbox(url, { session: page.session, token: page.token, action: 'confirm' });
    expect(late.status).toBe(200);
    expect(late.html).toContain('Pago cancelado');
    expect((await orderById(order_id)).status).toBe('canceled');
    expect(await variantStock(shirt.variant(0))).toBe(stock);
  });

  it('fails, charging nothing, when the product is withdrawn from sale before the payment is confirmed', async () => {
    const withdrawn = await makeProduct({ title: 'Gorra retirada', price: 24, shipping: 3.95, stock: 3 });
    const result = await createPayment(buyer.client, { items: [{ id: withdrawn.id, variant_id: null, quantity: 1 }] });
    expect(result.status).toBe(200);
    const page = await openSandbox(result.body.url as string);
    await service.from('products').update({ is_active: false }).eq('id', withdrawn.id);

    const answer = await pressSandbox(result.body.url as string, { session: page.session, token: page.token, action: 'confirm' });
    expect(answer.status).toBe(409);
    expect(answer.html).toContain('&quot;Gorra retirada&quot; ya no está a la venta.');
    expect(answer.html).toContain('No se ha realizado ningún cargo.');
    expect(await orderById(result.body.order_id as string)).toMatchObject({ status: 'failed', paid_at: null });
    expect(await productStock(withdrawn.id)).toBe(3);
  });

  it('refuses buttons without the page token, unknown sessions and unsupported requests', async () => {
    const { url, order_id, session_id } = await startPayment(1);
    const forged = await pressSandbox(url, { session: session_id, token: 'A'.repeat(43), action: 'confirm' });
    expect(forged.status).toBe(403);
    const missing = await pressSandbox(url, { session: session_id, token: '', action: 'confirm' });
    expect(missing.status).toBe(403);
    const page = await openSandbox(url);
    const otherAction = await pressSandbox(url, { session: page.session, token: page.token, action: 'refund' });
    expect(otherAction.status).toBe(400);
    expect((await orderById(order_id)).status).toBe('pending');

    const unknown = await openSandbox(url.replace(/session=.*/, `session=cs_sandbox_${'x'.repeat(32)}`));
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Sesión de pago no encontrada');
    const garbage = await openSandbox(url.replace(/session=.*/, 'session=%3Cscript%3E'));
    expect(garbage.status).toBe(404);
    // Another session's token does not open this one.
    const other = await startPayment(1);
    const otherPage = await openSandbox(other.url);
    const crossed = await pressSandbox(url, { session: session_id, token: otherPage.token, action: 'confirm' });
    expect(crossed.status).toBe(403);
    expect((await orderById(order_id)).status).toBe('pending');
  });

  it('lets the buyer read the order but not change it', async () => {
    const { order_id } = await startPayment(1);
    const own = await buyer.client.from('orders').select('id, status, total_cents, order_items(product_title)').eq('id', order_id);
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
    const update = await buyer.client.from('orders').update({ status: 'paid', paid_at: new Date().toISOString() }).eq('id', order_id).select();
    expect(update.error?.message).toMatch(/permission denied/);
    expect((await orderById(order_id)).status).toBe('pending');
    const stranger = await signedInActor('curioso');
    const peek = await stranger.client.from('orders').select('id').eq('id', order_id);
    expect(peek.data).toEqual([]);
    const rpc = await buyer.client.rpc('create_pending_order', {
      p_user_id: buyer.user.id,
      p_email: buyer.user.email,
      p_payment_provider: 'sandbox',
      p_items: [{ id: shirt.id, variant_id: shirt.variant(0), quantity: 1 }],
    });
    expect(rpc.error).not.toBeNull();
  });

  describe('two buyers, one unit left', () => {
    it.each([
      ['a product without variants', false],
      ['a variant', true],
    ])('the last unit of %s goes to exactly one of two concurrent confirmations', async (_name, withVariant) => {
      const last = withVariant
        ? await makeProduct({ title: 'Entrada última', price: 189, category: 'tickets', variants: [{ name: 'Tribuna J', stock: 1 }] })
        : await makeProduct({ title: 'Volante última unidad', price: 399, shipping: 9.95, stock: 1 });
      const line = { id: last.id, variant_id: last.variants[0]?.id ?? null, quantity: 1 };
      const ana = await signedInActor('ultima-ana');
      const bruno = await signedInActor('ultima-bruno');
      // Both carts are valid when the payments start: the stock is only taken on confirmation.
      const [a, b] = await Promise.all([createPayment(ana.client, { items: [line] }), createPayment(bruno.client, { items: [line] })]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [pageA, pageB] = await Promise.all([openSandbox(a.body.url as string), openSandbox(b.body.url as string)]);

      const [answerA, answerB] = await Promise.all([
        pressSandbox(a.body.url as string, { session: pageA.session, token: pageA.token, action: 'confirm' }),
        pressSandbox(b.body.url as string, { session: pageB.session, token: pageB.token, action: 'confirm' }),
      ]);
      const answers = [answerA, answerB];
      expect(answers.map((x) => x.status).sort()).toEqual([303, 409]);
      const loser = present(answers.find((x) => x.status === 409), 'the refused confirmation');
      expect(loser.html).toContain('No se ha podido completar el pago');
      expect(loser.html).toContain('No se ha realizado ningún cargo.');
      expect(loser.html).toContain('/tienda');

      const orders = [await orderById(a.body.order_id as string), await orderById(b.body.order_id as string)];
      expect(orders.map((o) => o.status).sort()).toEqual(['failed', 'paid']);
      const failed = present(orders.find((o) => o.status === 'failed'), 'the failed order');
      // The refusal names what ran out: the variant, not only the product.
      const reason = withVariant ? 'Stock insuficiente para "Entrada última — Tribuna J".' : 'Stock insuficiente para "Volante última unidad".';
      expect(failed.failure_reason).toBe(reason);
      expect(loser.html).toContain(reason.replaceAll('"', '&quot;'));
      expect(failed.paid_at).toBeNull();
      expect(await productStock(last.id)).toBe(0);
      if (withVariant) expect(await variantStock(last.variant(0))).toBe(0);

      // Only the winner is told the order is confirmed.
      const winner = present(orders[0], 'order A').status === 'paid' ? ana : bruno;
      const other = winner === ana ? bruno : ana;
      await waitForMail(winner.user.email, 'Confirmación de tu pedido');
      expect(await confirmationMails(other.user.email)).toEqual([]);
    });
  });

  it('locks products before variants, so confirmations that share a product wait instead of deadlocking', async () => {
    // X buys two sizes of one shirt, Y one of them. A confirmation that took a variant row and
    // then its product (the stock trigger) could hold what the other needs and deadlock; taking
    // every product lock first, in id order, makes the second one wait for the first.
    const shirtTwo = await makeProduct({ title: 'Camiseta de dos tallas', price: 20, variants: [{ name: 'M', stock: 5 }, { name: 'L', stock: 5 }] });
    const ana = await signedInActor('candado-ana');
    const bruno = await signedInActor('candado-bruno');
    // Y buys the size X reaches last when it walks its lines in id order.
    const [low, high] = [shirtTwo.variant(0), shirtTwo.variant(1)].sort();
    const x = await createPayment(ana.client, {
      items: [{ id: shirtTwo.id, variant_id: low, quantity: 1 }, { id: shirtTwo.id, variant_id: high, quantity: 1 }],
    });
    const y = await createPayment(bruno.client, { items: [{ id: shirtTwo.id, variant_id: high, quantity: 1 }] });
    expect([x.status, y.status]).toEqual([200, 200]);

    const [holder, c0, c1] = [0, 1, 2].map(() => new pg.Client({ connectionString: stackValues().dbUrl }));
    await Promise.all([holder, c0, c1].map((c) => c?.connect()));
    try {
      // Someone else (an admin edit) holds the product row while both confirmations start.
      await holder?.query('begin');
      await holder?.query('select 1 from public.products where id = $1 for update', [shirtTwo.id]);
      const first = c0?.query<{ status: string }>('select status from public.confirm_order_payment($1)', [x.body.session_id]);
      await sleep(200);
      const second = c1?.query<{ status: string }>('select status from public.confirm_order_payment($1)', [y.body.session_id]);
      await sleep(200);
      await holder?.query('commit');
      const results = await Promise.all([first, second]);
      expect(results.map((r) => r?.rows[0]?.status)).toEqual(['paid', 'paid']);
    } finally {
      await Promise.all([holder, c0, c1].map((c) => c?.end()));
    }
    expect(await variantStock(low as string)).toBe(4);
    expect(await variantStock(high as string)).toBe(3);
    expect(await productStock(shirtTwo.id)).toBe(7);
  });
});

describe('unpaid orders per buyer', () => {
  it(`allows ${MAX_PENDING_ORDERS} unpaid orders a day, then 429 in Spanish and no order`, async () => {
    const buyer = await signedInActor('muchos-pendientes');
    const pack = await makeProduct({ title: 'Pack de pendientes', price: 5, category: 'digital', stock: 999 });
    const cart = { items: [{ id: pack.id, variant_id: null, quantity: 1 }] };
    for (let i = 0; i < MAX_PENDING_ORDERS; i += 1) expect((await createPayment(buyer.client, cart)).status).toBe(200);
    const over = await createPayment(buyer.client, cart);
    expect(over).toEqual({ status: 429, body: { error: 'Tienes demasiados pagos sin terminar. Complétalos o espera unas horas antes de empezar otro.' } });
    expect(await ordersOf(buyer.user.id)).toHaveLength(MAX_PENDING_ORDERS);
  });
});

describe('without Stripe and without the sandbox flag', () => {
  afterAll(() => useFunctionEnv());

  it('create-payment answers 503 in Spanish and the sandbox page is not there: no order is paid without a charge', async () => {
    const buyer = await signedInActor('sin-stripe');
    const { data } = await buyer.client.auth.getSession();
    const token = data.session?.access_token as string;
    useFunctionEnv({ PAYMENT_SANDBOX: undefined, STRIPE_SECRET_KEY: undefined });
    const response = await createPaymentHandler(postRequest({ items: [{ id: crypto.randomUUID(), quantity: 1 }] }, token));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Los pagos con tarjeta no están disponibles en este momento. Inténtalo más tarde.' });
    expect(await ordersOf(buyer.user.id)).toEqual([]);
    const sandbox = await sandboxHandler(new Request('http://functions.local/?session=cs_sandbox_x', { method: 'GET' }));
    expect(sandbox.status).toBe(404);
    expect(await sandbox.text()).toContain('Pasarela de pruebas no disponible');
  });
});
