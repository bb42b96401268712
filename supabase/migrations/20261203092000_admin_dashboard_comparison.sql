-- The panel's summary compares each figure with the previous period of the same length: this week
-- so far against the same days of last week, this month so far against the same days of last
-- month (cut at its end: 31 March compares with 28 February). Same function, three more fields.

-- ─── functions ───────────────────────────────────────────────────────────────────────────

create or replace function public.admin_dashboard()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Europe/Madrid')::date;
  week_start date := date_trunc('week', today)::date;
  month_start date := date_trunc('month', today)::date;
  previous_month_start date := (date_trunc('month', today) - interval '1 month')::date;
  previous_month_until date := least(previous_month_start + (today - month_start), month_start - 1);
  result jsonb;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver el resumen del panel.' using errcode = '42501';
  end if;
  select jsonb_build_object(
    'week_start', week_start,
    'month_start', month_start,
    'leads_this_week', (select count(*) from public.admin_inbox where received_on >= week_start),
    'leads_previous_week', (select count(*) from public.admin_inbox where received_on between week_start - 7 and today - 7),
    'leads_pending', (select count(*) from public.admin_inbox where handled_at is null),
    'leads_this_week_by_kind', coalesce((
      select jsonb_object_agg(kind, total) from (
        select kind, count(*) as total from public.admin_inbox where received_on >= week_start group by kind
      ) counted
    ), '{}'::jsonb),
    'paid_orders_this_month', (
      select count(*) from public.orders
      where status = 'paid' and (paid_at at time zone 'Europe/Madrid')::date >= month_start
    ),
    'revenue_cents_this_month', (
      select coalesce(sum(total_cents), 0) from public.orders
      where status = 'paid' and (paid_at at time zone 'Europe/Madrid')::date >= month_start
    ),
    'paid_orders_previous_month', (
      select count(*) from public.orders
      where status = 'paid' and (paid_at at time zone 'Europe/Madrid')::date between previous_month_start and previous_month_until
    ),
    'revenue_cents_previous_month', (
      select coalesce(sum(total_cents), 0) from public.orders
      where status = 'paid' and (paid_at at time zone 'Europe/Madrid')::date between previous_month_start and previous_month_until
    ),
    'pending_orders', (select count(*) from public.orders where status = 'pending')
  ) into result;
  return result;
end;
$$;
comment on function public.admin_dashboard() is
  'Admin panel summary: leads this week (Monday–Sunday, Europe/Madrid) and the same days of last week, pending leads, paid orders and revenue (cents) this month and the same days of last month.';
