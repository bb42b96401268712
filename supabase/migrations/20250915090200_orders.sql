-- Orders: what a customer has been (or is being) charged. Amounts are integer cents, computed by
-- the server from the catalogue; order_items keep a snapshot of what was sold so history survives
-- catalogue edits. Only the service role (payment functions) writes here.

-- ─── types ───────────────────────────────────────────────────────────────────────────────

create type public.order_status as enum ('pending', 'paid', 'canceled', 'failed');
comment on type public.order_status is
  'pending: payment session open; paid: confirmed and stock taken; canceled: buyer abandoned; failed: could not be fulfilled (e.g. stock ran out).';

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  status public.order_status not null default 'pending',
  currency text not null default 'eur' check (currency ~ '^[a-z]{3}$'),
  subtotal_cents integer not null check (subtotal_cents >= 0),
  shipping_cents integer not null default 0 check (shipping_cents >= 0),
  total_cents integer generated always as (subtotal_cents + shipping_cents) stored,
  payment_provider text not null check (payment_provider in ('stripe', 'sandbox')),
  payment_session_id text unique check (payment_session_id is null or char_length(payment_session_id) <= 255),
  payment_intent_id text check (payment_intent_id is null or char_length(payment_intent_id) <= 255),
  failure_reason text check (failure_reason is null or char_length(failure_reason) <= 1000),
  paid_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_paid_has_paid_at check (status <> 'paid' or paid_at is not null)
);
comment on table public.orders is
  'One checkout. user_id is kept null-able (and email copied) so the accounting record outlives a deleted account.';
comment on column public.orders.payment_session_id is 'Stripe Checkout session id, or the local sandbox session id.';

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  variant_id uuid references public.product_variants (id) on delete set null,
  product_title text not null check (char_length(product_title) between 1 and 200),
  variant_name text check (variant_name is null or char_length(variant_name) <= 200),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  quantity integer not null check (quantity between 1 and 1000),
  line_total_cents integer generated always as (unit_price_cents * quantity) stored,
  created_at timestamptz not null default now()
);
comment on table public.order_items is
  'Snapshot of each sold line: title, variant name and unit price (cents) as they were when the order was placed.';

create index orders_user_id_idx on public.orders (user_id);
create index orders_status_idx on public.orders (status);
create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);
create index order_items_variant_id_idx on public.order_items (variant_id);

create trigger orders_set_updated_at before update on public.orders
  for each row execute function public.set_updated_at();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

revoke all on table public.orders, public.order_items from anon, authenticated;
grant select on table public.orders, public.order_items to authenticated;
grant all on table public.orders, public.order_items to service_role;

alter table public.orders enable row level security;
alter table public.order_items enable row level security;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Customers read their own orders; admins read all"
  on public.orders for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Customers read the lines of their own orders; admins read all"
  on public.order_items for select to authenticated
  using (
    exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
    or (select public.is_admin())
  );

-- Payment confirmation (confirm_order_payment) lives with the rest of the payment flow in
-- the payments migration.
