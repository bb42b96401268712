-- Shop catalogue: products and their variants.
--
-- Prices are numeric(10,2) in euros, exactly as the shop shows them (price, price_adjustment,
-- shipping_cost). Money that has been charged lives in orders/order_items as integer cents; the
-- payment function converts with round(price * 100) after reloading prices from here.

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.products (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text check (description is null or char_length(description) <= 5000),
  image_url text check (image_url is null or char_length(image_url) <= 2048),
  price numeric(10, 2) not null check (price >= 0),
  category text not null check (category in ('tickets', 'merchandising', 'digital')),
  subcategory text check (subcategory is null or char_length(subcategory) <= 100),
  event_name text check (event_name is null or char_length(event_name) <= 200),
  event_type text check (event_type is null or char_length(event_type) <= 100),
  event_dates text check (event_dates is null or char_length(event_dates) <= 200),
  additional_details jsonb not null default '{}'::jsonb check (jsonb_typeof(additional_details) = 'object'),
  shipping_cost numeric(10, 2) not null default 0 check (shipping_cost >= 0),
  has_variants boolean not null default false,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  stock integer not null default 0 check (stock >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.products is 'Shop items. Anonymous visitors see only is_active rows.';
comment on column public.products.price is 'Base price in euros (2 decimals). Variant price = price + price_adjustment.';
comment on column public.products.additional_details is
  'merchandising: {color, sizes[], material}; digital: {week, song_count}; tickets: free keys.';
comment on column public.products.stock is
  'Units left. For has_variants products it is kept equal to the sum of the active variants'' stock.';
comment on column public.products.event_dates is 'Human-readable dates of the event (tickets), e.g. ''5 al 7 de septiembre de 2025''.';

create table public.product_variants (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  variant_name text not null check (char_length(btrim(variant_name)) between 1 and 200),
  attributes jsonb not null default '{}'::jsonb check (jsonb_typeof(attributes) = 'object'),
  price_adjustment numeric(10, 2) not null default 0,
  stock integer not null default 0 check (stock >= 0),
  is_active boolean not null default true,
  is_default boolean not null default false,
  location_image_url text check (location_image_url is null or char_length(location_image_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.product_variants is
  'Purchasable options of a product (tribuna, size...). attributes keys tribunas and descripcion are shown specially.';
comment on column public.product_variants.price_adjustment is
  'Euros added to the product price (may be negative; the resulting price can never be below 0).';

create index product_variants_product_id_idx on public.product_variants (product_id);
create index products_active_sort_idx on public.products (sort_order) where is_active;
-- At most one default variant per product.
create unique index product_variants_one_default_idx on public.product_variants (product_id) where is_default;

create trigger products_set_updated_at before update on public.products
  for each row execute function public.set_updated_at();
create trigger product_variants_set_updated_at before update on public.product_variants
  for each row execute function public.set_updated_at();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

revoke all on table public.products, public.product_variants from anon, authenticated;
grant select on table public.products, public.product_variants to anon;
grant select, insert, update, delete on table public.products, public.product_variants to authenticated;
grant all on table public.products, public.product_variants to service_role;

alter table public.products enable row level security;
alter table public.product_variants enable row level security;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Visitors read active products"
  on public.products for select to anon
  using (is_active);

create policy "Users read active products; admins read all"
  on public.products for select to authenticated
  using (is_active or (select public.is_admin()));

create policy "Admins create products"
  on public.products for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update products"
  on public.products for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete products"
  on public.products for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors read active variants of active products"
  on public.product_variants for select to anon
  using (
    is_active
    and exists (select 1 from public.products p where p.id = product_id and p.is_active)
  );

create policy "Users read active variants of active products; admins read all"
  on public.product_variants for select to authenticated
  using (
    (is_active and exists (select 1 from public.products p where p.id = product_id and p.is_active))
    or (select public.is_admin())
  );

create policy "Admins create variants"
  on public.product_variants for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update variants"
  on public.product_variants for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete variants"
  on public.product_variants for delete to authenticated
  using ((select public.is_admin()));

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- A variant may be cheaper than its product, never free-er than free.
create function public.check_variant_price()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_price numeric;
begin
  if tg_table_name = 'product_variants' then
    select price into v_price from public.products where id = new.product_id;
    if v_price is not null and v_price + new.price_adjustment < 0 then
      raise exception 'El precio de la variante "%" no puede ser negativo (precio base % €, ajuste % €).',
        new.variant_name, v_price, new.price_adjustment
        using errcode = '23514';
    end if;
  elsif exists (
    select 1 from public.product_variants v
    where v.product_id = new.id and new.price + v.price_adjustment < 0
  ) then
    raise exception 'El nuevo precio del producto dejaría alguna variante con precio negativo.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function public.check_variant_price() from public, anon, authenticated;

create trigger product_variants_check_price
  before insert or update of price_adjustment, product_id on public.product_variants
  for each row execute function public.check_variant_price();
create trigger products_check_variant_prices
  before update of price on public.products
  for each row execute function public.check_variant_price();

-- Products with variants show (and sell) the variants' stock; keep the product total in step so
-- "Agotado" and the stock badge are right whoever changes a variant (admin, payment, seed).
-- Definer: the caller may be allowed to change a variant but not the product row.
create function public.sync_product_stock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product_ids uuid[];
begin
  if tg_op = 'DELETE' then
    v_product_ids := array[old.product_id];
  elsif tg_op = 'UPDATE' and old.product_id is distinct from new.product_id then
    v_product_ids := array[old.product_id, new.product_id];
  else
    v_product_ids := array[new.product_id];
  end if;

  update public.products p
  set stock = coalesce((
    select sum(v.stock)::integer
    from public.product_variants v
    where v.product_id = p.id and v.is_active
  ), 0)
  where p.id = any (v_product_ids) and p.has_variants;

  return null;
end;
$$;
revoke execute on function public.sync_product_stock() from public, anon, authenticated;

create trigger product_variants_sync_stock
  after insert or delete or update of stock, is_active, product_id on public.product_variants
  for each row execute function public.sync_product_stock();

-- The same rule seen from the product side: switching has_variants on, or any edit of such a
-- product, recomputes its stock from the variants instead of trusting the value sent.
create function public.product_stock_from_variants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.has_variants then
    new.stock := coalesce((
      select sum(v.stock)::integer
      from public.product_variants v
      where v.product_id = new.id and v.is_active
    ), 0);
  end if;
  return new;
end;
$$;
revoke execute on function public.product_stock_from_variants() from public, anon, authenticated;

create trigger products_stock_from_variants
  before insert or update on public.products
  for each row execute function public.product_stock_from_variants();
