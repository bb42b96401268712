-- Payments: how a cart becomes a pending order, and how an open payment session ends.
--
-- create-payment calls create_pending_order() with the cart as the browser sent it (product id,
-- variant id, quantity): prices, shipping, activity and stock are read here, in the same
-- transaction that writes the order, so what is charged is always what the catalogue said.
-- Confirmation is public.confirm_order_payment() (below): paid + stock taken, or failed.
-- cancel_order_payment() ends a session the buyer abandoned. Every function is service-role only.

-- ─── columns ─────────────────────────────────────────────────────────────────────────────

-- The order confirmation e-mail is sent once per paid order. The sender claims the row by setting
-- this column (null → now) before sending, and clears it again if sending fails, so a webhook
-- retry sends the mail that failed but a replayed confirmation never sends a second one.
alter table public.orders add column confirmation_email_sent_at timestamptz;
comment on column public.orders.confirmation_email_sent_at is
  'When the order confirmation e-mail went to the buyer (null: not sent yet).';

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- Validates a cart against the catalogue and writes the pending order and its lines.
-- p_items: [{ "id": product uuid, "variant_id": uuid or null, "quantity": 1..1000 }, ...]
-- Answers { ok: true, order: {...}, items: [...] } or, writing nothing, { ok: false, status, error }
-- where status is the HTTP status the function should answer and error a Spanish message.
-- Amounts: catalogue prices are numeric euros with 2 decimals, orders hold integer cents.
-- Shipping: the product's shipping_cost, once per merchandising line (not per unit), as the cart.
create function public.create_pending_order(
  p_user_id uuid,
  p_email text,
  p_payment_provider text,
  p_items jsonb,
  p_payment_session_id text default null,
  p_min_total_cents integer default 50,
  p_max_total_cents integer default 99999999
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item jsonb;
  v_product_id uuid;
  v_variant_id uuid;
  v_quantity integer;
  v_product public.products;
  v_variant public.product_variants;
  v_name text;
  v_stock integer;
  v_unit_cents bigint;
  v_shipping_cents bigint;
  v_subtotal bigint := 0;
  v_shipping bigint := 0;
  v_seen text[] := '{}';
  v_key text;
  v_lines jsonb := '[]'::jsonb;
  v_order public.orders;
begin
  if p_user_id is null or p_email is null or p_payment_provider is null then
    raise exception 'create_pending_order: user, e-mail and provider are required' using errcode = '22004';
  end if;
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    return jsonb_build_object('ok', false, 'status', 400, 'error', 'Tu carrito está vacío.');
  end if;

  for v_item in select value from jsonb_array_elements(p_items) loop
    -- The function validates the shape first; this only guards against a caller that did not.
    if jsonb_typeof(v_item) <> 'object'
      or jsonb_typeof(v_item -> 'id') <> 'string'
      or coalesce(jsonb_typeof(v_item -> 'variant_id'), 'null') not in ('string', 'null')
      or jsonb_typeof(v_item -> 'quantity') <> 'number' then
      return jsonb_build_object('ok', false, 'status', 400, 'error', 'El carrito contiene una línea no válida.');
    end if;
    begin
      v_product_id := (v_item ->> 'id')::uuid;
      v_variant_id := (v_item ->> 'variant_id')::uuid;
      v_quantity := (v_item ->> 'quantity')::integer;
    exception when others then
      return jsonb_build_object('ok', false, 'status', 400, 'error', 'El carrito contiene una línea no válida.');
    end;
    if v_quantity is null or v_quantity < 1 or v_quantity > 1000 or (v_item ->> 'quantity')::numeric <> v_quantity then
      return jsonb_build_object('ok', false, 'status', 400, 'error', 'La cantidad de cada producto debe ser un número entero entre 1 y 1000.');
    end if;

    v_key := v_product_id::text || '/' || coalesce(v_variant_id::text, '-');
    if v_key = any (v_seen) then
      return jsonb_build_object('ok', false, 'status', 400, 'error', 'El carrito contiene el mismo producto repetido en varias líneas.');
    end if;
    v_seen := v_seen || v_key;

    select * into v_product from public.products where id = v_product_id;
    if not found then
      return jsonb_build_object('ok', false, 'status', 409,
        'error', 'Uno de los productos de tu carrito ya no existe. Revisa el carrito y vuelve a intentarlo.');
    end if;
    if not v_product.is_active then
      return jsonb_build_object('ok', false, 'status', 409,
        'error', format('«%s» ya no está disponible. Elimínalo del carrito para continuar.', v_product.title));
    end if;

    v_variant := null;
    if v_variant_id is not null then
      select * into v_variant from public.product_variants where id = v_variant_id;
      if not found then
        return jsonb_build_object('ok', false, 'status', 409,
          'error', format('La opción elegida de «%s» ya no existe. Elimínala del carrito y vuelve a elegirla.', v_product.title));
      end if;
      if v_variant.product_id <> v_product.id then
        return jsonb_build_object('ok', false, 'status', 422,
          'error', format('La opción elegida no corresponde a «%s».', v_product.title));
      end if;
      if not v_variant.is_active then
        return jsonb_build_object('ok', false, 'status', 409,
          'error', format('«%s (%s)» ya no está disponible. Elimínalo del carrito para continuar.', v_product.title, v_variant.variant_name));
      end if;
      v_name := format('%s (%s)', v_product.title, v_variant.variant_name);
      v_stock := v_variant.stock;
    else
      if v_product.has_variants then
        return jsonb_build_object('ok', false, 'status', 422,
          'error', format('Elige una opción de «%s» antes de pagar.', v_product.title));
      end if;
      v_name := v_product.title;
      v_stock := v_product.stock;
    end if;

    if v_stock <= 0 then
      return jsonb_build_object('ok', false, 'status', 409,
        'error', format('%s está agotado. Elimínalo del carrito para continuar.', v_name));
    end if;
    if v_quantity > v_stock then
      return jsonb_build_object('ok', false, 'status', 409,
        'error', case when v_stock = 1
          then format('Solo queda 1 unidad disponible de %s', v_name)
          else format('Solo quedan %s unidades disponibles de %s', v_stock, v_name) end);
    end if;

    v_unit_cents := round((v_product.price + coalesce(v_variant.price_adjustment, 0)) * 100);
    v_shipping_cents := case
      when v_product.category = 'merchandising' and v_product.shipping_cost > 0 then round(v_product.shipping_cost * 100)
      else 0 end;
    v_subtotal := v_subtotal + v_unit_cents * v_quantity;
    v_shipping := v_shipping + v_shipping_cents;

    v_lines := v_lines || jsonb_build_object(
      'product_id', v_product.id,
      'variant_id', v_variant.id,
      'product_title', v_product.title,
      'variant_name', v_variant.variant_name,
      'category', v_product.category,
      'unit_price_cents', v_unit_cents,
      'quantity', v_quantity,
      'shipping_cents', v_shipping_cents
    );
  end loop;

  if v_subtotal + v_shipping > p_max_total_cents then
    return jsonb_build_object('ok', false, 'status', 422,
      'error', format('El importe del pedido supera el máximo de un pago con tarjeta (€%s).', to_char(p_max_total_cents / 100.0, 'FM999999990.00')));
  end if;
  if v_subtotal + v_shipping < p_min_total_cents then
    return jsonb_build_object('ok', false, 'status', 422,
      'error', format('El importe mínimo de un pago con tarjeta es €%s.', to_char(p_min_total_cents / 100.0, 'FM999999990.00')));
  end if;

  insert into public.orders (user_id, email, status, currency, subtotal_cents, shipping_cents, payment_provider, payment_session_id)
  values (p_user_id, p_email, 'pending', 'eur', v_subtotal, v_shipping, p_payment_provider, p_payment_session_id)
  returning * into v_order;

  insert into public.order_items (order_id, product_id, variant_id, product_title, variant_name, unit_price_cents, quantity)
  select v_order.id, l.product_id, l.variant_id, l.product_title, l.variant_name, l.unit_price_cents, l.quantity
  from jsonb_to_recordset(v_lines) as l (
    product_id uuid, variant_id uuid, product_title text, variant_name text, unit_price_cents integer, quantity integer
  );

  return jsonb_build_object(
    'ok', true,
    'order', jsonb_build_object(
      'id', v_order.id,
      'email', v_order.email,
      'currency', v_order.currency,
      'subtotal_cents', v_order.subtotal_cents,
      'shipping_cents', v_order.shipping_cents,
      'total_cents', v_order.total_cents,
      'payment_provider', v_order.payment_provider,
      'payment_session_id', v_order.payment_session_id
    ),
    'items', v_lines
  );
end;
$$;
comment on function public.create_pending_order(uuid, text, text, jsonb, text, integer, integer) is
  'Service role only. Prices a cart from the catalogue and writes the pending order with its lines, or refuses it writing nothing.';

revoke execute on function public.create_pending_order(uuid, text, text, jsonb, text, integer, integer) from public, anon, authenticated;
grant execute on function public.create_pending_order(uuid, text, text, jsonb, text, integer, integer) to service_role;

-- The buyer left the payment page (sandbox 'Cancelar', Stripe session expired): a pending order
-- becomes canceled and no stock is touched. Any other status is returned unchanged (a late cancel
-- can never undo a payment).
create function public.cancel_order_payment(p_payment_session_id text)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order
  from public.orders
  where payment_session_id = p_payment_session_id
  for update;

  if not found then
    raise exception 'No existe ningún pedido para la sesión de pago indicada.' using errcode = 'P0002';
  end if;

  if v_order.status = 'pending' then
    update public.orders
    set status = 'canceled', canceled_at = now()
    where id = v_order.id
    returning * into v_order;
  end if;

  return v_order;
end;
$$;
comment on function public.cancel_order_payment(text) is
  'Service role only. Marks a pending order canceled; any other order is returned unchanged. Idempotent.';

revoke execute on function public.cancel_order_payment(text) from public, anon, authenticated;
grant execute on function public.cancel_order_payment(text) to service_role;

-- Confirms a payment: marks the order paid and takes the stock, all in one transaction, or marks
-- it failed when the stock ran out (nothing of it is taken). Replays (webhook retries, a second
-- click) return the order unchanged.
-- 1. Every product row of the order is locked first, then every variant row, each in id
-- order, before any stock moves. A variant's stock change also updates its product (the
-- sync_product_stock trigger), so taking variant locks first let an order with two sizes of a
-- shirt and an order with one of them each hold what the other needed: a deadlock, and one
-- payment aborted. With products locked first, concurrent confirmations of the same products
-- queue one behind the other; the second sees the stock the first left.
-- 2. A line whose product or variant was withdrawn from sale meanwhile fails the order with its
-- own reason ('"X" ya no está a la venta.') instead of the stock one; a variant of a withdrawn
-- product is not sold either.
create function public.confirm_order_payment(
  p_payment_session_id text,
  p_payment_intent_id text default null
)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_line record;
  v_reason text;
begin
  select * into v_order
  from public.orders
  where payment_session_id = p_payment_session_id
  for update;

  if not found then
    raise exception 'No existe ningún pedido para la sesión de pago indicada.' using errcode = 'P0002';
  end if;

  -- Replays (webhook retries, a second click) and late events return the order unchanged.
  if v_order.status <> 'pending' then
    return v_order;
  end if;

  perform 1 from public.products p
  where p.id in (
    select i.product_id from public.order_items i where i.order_id = v_order.id
    union
    -- the products whose stock the variants' trigger will update
    select v.product_id from public.order_items i join public.product_variants v on v.id = i.variant_id
    where i.order_id = v_order.id
  )
  order by p.id
  for update;

  perform 1 from public.product_variants v
  where v.id in (select i.variant_id from public.order_items i where i.order_id = v_order.id)
  order by v.id
  for update;

  -- Every row is locked and read fresh: check every line before taking anything.
  for v_line in
    select i.product_id, i.variant_id, sum(i.quantity)::integer as quantity, min(i.product_title) as title,
           p.is_active as product_active, p.has_variants, p.stock as product_stock,
           v.is_active as variant_active, v.stock as variant_stock
    from public.order_items i
    left join public.products p on p.id = i.product_id
    left join public.product_variants v on v.id = i.variant_id
    where i.order_id = v_order.id
    group by i.product_id, i.variant_id, p.is_active, p.has_variants, p.stock, v.is_active, v.stock
    order by i.product_id nulls first, i.variant_id nulls first
  loop
    if v_line.product_id is null
      or not v_line.product_active
      or (v_line.variant_id is not null and v_line.variant_active is not true)
      or (v_line.variant_id is null and v_line.has_variants) then
      v_reason := format('"%s" ya no está a la venta.', v_line.title);
      exit;
    end if;
    if coalesce(v_line.variant_stock, v_line.product_stock) < v_line.quantity then
      v_reason := format('Stock insuficiente para "%s".', v_line.title);
      exit;
    end if;
  end loop;

  if v_reason is not null then
    update public.orders
    set status = 'failed',
        failure_reason = v_reason,
        payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id)
    where id = v_order.id
    returning * into v_order;
    return v_order;
  end if;

  -- Variant stock first in id order (their trigger recomputes the product total), then products
  -- sold without variants; all rows are already ours, so the order only keeps the work tidy.
  update public.product_variants v
  set stock = v.stock - l.quantity
  from (
    select i.variant_id, sum(i.quantity)::integer as quantity
    from public.order_items i
    where i.order_id = v_order.id and i.variant_id is not null
    group by i.variant_id
  ) l
  where v.id = l.variant_id;

  update public.products p
  set stock = p.stock - l.quantity
  from (
    select i.product_id, sum(i.quantity)::integer as quantity
    from public.order_items i
    where i.order_id = v_order.id and i.variant_id is null
    group by i.product_id
  ) l
  where p.id = l.product_id;

  update public.orders
  set status = 'paid',
      paid_at = now(),
      payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id)
  where id = v_order.id
  returning * into v_order;

  return v_order;
end;
$$;
comment on function public.confirm_order_payment(text, text) is
  'Service role only. Marks a pending order paid and decrements stock atomically, or marks it failed when stock ran out. Idempotent.';

revoke execute on function public.confirm_order_payment(text, text) from public, anon, authenticated;
grant execute on function public.confirm_order_payment(text, text) to service_role;
