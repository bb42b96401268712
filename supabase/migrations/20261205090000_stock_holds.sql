-- Stock held between 'Pagar' and payment (Stripe Checkout), refusals that name the variant, and
-- card limits written as the site writes money.
--
-- A Stripe order holds its units from create_pending_order() until its session can no longer be
-- paid: orders.stock_held_until (the session's expiry plus a grace for late webhooks) while the
-- order is pending. Cancel (the buyer's or Stripe's checkout.session.expired), a failed session or
-- the payment itself ends the hold; nothing has to be given back because stock only moves when an
-- order is paid. What a buyer may take is the stock minus the other pending orders' live holds,
-- checked with the product and variant rows locked (products first, then variants, each in id
-- order: the same order confirm_order_payment locks them in), so no two buyers hold the same unit.
-- Sandbox orders hold nothing (p_hold_until null): the local sandbox behaves as before.

-- ─── columns ─────────────────────────────────────────────────────────────────────────────

alter table public.orders add column stock_held_until timestamptz;
comment on column public.orders.stock_held_until is
  'While the order is pending and this is in the future, its units are held for it (its Stripe session can still be paid).';

create index orders_stock_holds_idx on public.orders (stock_held_until) where status = 'pending' and stock_held_until is not null;

-- ─── helpers ─────────────────────────────────────────────────────────────────────────────

-- Units of a product sold without variants (p_variant_id null) or of a variant held by live
-- pending orders other than p_except_order.
create function private.held_units(p_product_id uuid, p_variant_id uuid, p_except_order uuid default null)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(i.quantity), 0)::integer
  from public.order_items i
  join public.orders o on o.id = i.order_id
  where o.status = 'pending'
    and o.stock_held_until > now()
    and o.id is distinct from p_except_order
    and (case when p_variant_id is null then i.product_id = p_product_id and i.variant_id is null else i.variant_id = p_variant_id end);
$$;
revoke execute on function private.held_units(uuid, uuid, uuid) from public, anon, authenticated;

-- Cents as the site's one money formatter (Intl es-ES, supabase/functions/_shared/contracts/money.ts)
-- writes them: '0,50 €', '1234,50 €', '12.345,00 €' (es-ES groups thousands from five digits on;
-- a no-break space before the sign). A test compares the two.
create function private.format_cents(p_cents bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_cents < 0 then '-' else '' end
    || case when length((abs(p_cents) / 100)::text) >= 5
         then replace(to_char(abs(p_cents) / 100, 'FM999,999,999,999,999'), ',', '.')
         else (abs(p_cents) / 100)::text end
    || ',' || lpad((abs(p_cents) % 100)::text, 2, '0') || U&'\00A0€';
$$;
revoke execute on function private.format_cents(bigint) from public, anon, authenticated;

-- 'Camiseta Pitwall Racing — Talla M', or the product's title when it has no variant.
create function private.line_label(p_title text, p_variant_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_variant_name is null or p_variant_name = '' then p_title else p_title || ' — ' || p_variant_name end;
$$;
revoke execute on function private.line_label(text, text) from public, anon, authenticated;

-- ─── create_pending_order: holds, variant names, es-ES amounts ───────────────────────────

drop function public.create_pending_order(uuid, text, text, jsonb, text, integer, integer);

-- Validates a cart against the catalogue and writes the pending order and its lines.
-- p_items: [{ "id": product uuid, "variant_id": uuid or null, "quantity": 1..1000 }, ...]
-- p_hold_until: when set (Stripe), the order holds its units until then; the cart is priced
-- against the stock other buyers do not hold.
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
  p_max_total_cents integer default 99999999,
  p_hold_until timestamptz default null
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
  v_held integer;
  v_available integer;
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

  -- A hold is taken against what the other holds leave: lock the cart's rows first, in the order
  -- confirm_order_payment uses, so two buyers of the last unit queue here and the second sees the
  -- first one's hold. (Ids are compared as text: a malformed one is refused below, not here.)
  if p_hold_until is not null then
    perform 1 from public.products p
    where p.id::text in (select e ->> 'id' from jsonb_array_elements(p_items) e where jsonb_typeof(e) = 'object')
      or p.id in (
        select v.product_id from public.product_variants v
        where v.id::text in (select e ->> 'variant_id' from jsonb_array_elements(p_items) e where jsonb_typeof(e) = 'object'))
    order by p.id
    for update;
    perform 1 from public.product_variants v
    where v.id::text in (select e ->> 'variant_id' from jsonb_array_elements(p_items) e where jsonb_typeof(e) = 'object')
    order by v.id
    for update;
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
      v_name := private.line_label(v_product.title, v_variant.variant_name);
      if not v_variant.is_active then
        return jsonb_build_object('ok', false, 'status', 409,
          'error', format('«%s» ya no está disponible. Elimínalo del carrito para continuar.', v_name));
      end if;
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
    v_held := private.held_units(v_product.id, v_variant.id);
    v_available := greatest(v_stock - v_held, 0);
    if v_available = 0 then
      return jsonb_build_object('ok', false, 'status', 409,
        'error', format('Las últimas unidades de %s están reservadas por otros compradores que están pagando. '
          || 'Si no completan el pago, volverán a estar disponibles en menos de una hora. No se te ha cobrado nada.', v_name));
    end if;
    if v_quantity > v_available then
      return jsonb_build_object('ok', false, 'status', 409,
        'error', case when v_available = 1
          then format('Solo queda 1 unidad disponible de %s', v_name)
          else format('Solo quedan %s unidades disponibles de %s', v_available, v_name) end
          || case when v_held > 0 then ' (las demás están reservadas por otros compradores que están pagando).' else '' end);
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
      'error', format('El importe del pedido supera el máximo de un pago con tarjeta (%s).', private.format_cents(p_max_total_cents)));
  end if;
  if v_subtotal + v_shipping < p_min_total_cents then
    return jsonb_build_object('ok', false, 'status', 422,
      'error', format('El importe mínimo de un pago con tarjeta es %s.', private.format_cents(p_min_total_cents)));
  end if;

  insert into public.orders (user_id, email, status, currency, subtotal_cents, shipping_cents, payment_provider, payment_session_id, stock_held_until)
  values (p_user_id, p_email, 'pending', 'eur', v_subtotal, v_shipping, p_payment_provider, p_payment_session_id, p_hold_until)
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
      'payment_session_id', v_order.payment_session_id,
      'stock_held_until', v_order.stock_held_until
    ),
    'items', v_lines
  );
end;
$$;
comment on function public.create_pending_order(uuid, text, text, jsonb, text, integer, integer, timestamptz) is
  'Service role only. Prices a cart from the catalogue against the stock others do not hold and writes the pending order (holding its units until p_hold_until), or refuses it writing nothing.';

revoke execute on function public.create_pending_order(uuid, text, text, jsonb, text, integer, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.create_pending_order(uuid, text, text, jsonb, text, integer, integer, timestamptz) to service_role;

-- ─── confirm_order_payment: other buyers' holds count, refusals name the variant ─────────

-- As before (paid + stock taken in one transaction, or failed; replays unchanged), except that
-- the units other pending orders hold are not this order's to take, and a refusal names the
-- variant ('Stock insuficiente para "Camiseta — Talla M".').
create or replace function public.confirm_order_payment(
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
    select v.product_id from public.order_items i join public.product_variants v on v.id = i.variant_id
    where i.order_id = v_order.id
  )
  order by p.id
  for update;

  perform 1 from public.product_variants v
  where v.id in (select i.variant_id from public.order_items i where i.order_id = v_order.id)
  order by v.id
  for update;

  for v_line in
    select i.product_id, i.variant_id, sum(i.quantity)::integer as quantity,
           private.line_label(min(i.product_title), min(i.variant_name)) as label,
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
      v_reason := format('"%s" ya no está a la venta.', v_line.label);
      exit;
    end if;
    if coalesce(v_line.variant_stock, v_line.product_stock)
       - private.held_units(v_line.product_id, v_line.variant_id, v_order.id) < v_line.quantity then
      v_reason := format('Stock insuficiente para "%s".', v_line.label);
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
