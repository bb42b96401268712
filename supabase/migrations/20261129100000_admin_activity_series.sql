-- The admin summary's charts: leads per week by kind, paid orders and revenue per month, data-sheet
-- requests by format. Counted here, not in the browser, in the company's time zone (weeks Monday to
-- Sunday, calendar months, Europe/Madrid), with every bucket present: a week without leads of a kind
-- is a zero, not a missing point, so the chart's axis and its table never skip a week.
--
-- Security invoker like admin_dashboard(): the tables' own policies decide what is read, and anyone
-- but an admin is refused outright (42501) rather than shown a chart of zeros.

-- ─── functions ───────────────────────────────────────────────────────────────────────────

create function public.admin_activity_series(p_until date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  last_day date := coalesce(p_until, (now() at time zone 'Europe/Madrid')::date);
  last_week date := date_trunc('week', last_day::timestamp)::date;
  first_week date := last_week - 7 * 11;
  last_month date := date_trunc('month', last_day::timestamp)::date;
  first_month date := (date_trunc('month', last_day::timestamp) - interval '5 months')::date;
  -- The period as instants, so each table's created_at index is used through the inbox's union.
  leads_from timestamptz := first_week::timestamp at time zone 'Europe/Madrid';
  orders_from timestamptz := first_month::timestamp at time zone 'Europe/Madrid';
  period_end timestamptz := (last_day + 1)::timestamp at time zone 'Europe/Madrid';
  kinds text[] := array['contacto', 'demo', 'ficha', 'manifiesto', 'prensa', 'musica', 'suscriptor'];
  formats text[] := array['demoday', 'experience', 'suscripcion', 'torneos'];
  result jsonb;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver la actividad del panel.' using errcode = '42501';
  end if;

  with leads as (
    -- The inbox's kinds, with contact requests split by the form that sent them: the demo dialog's
    -- are 'demo', every other contact form's 'contacto'.
    select date_trunc('week', inbox.received_on::timestamp)::date as week_start,
           case when message.source = 'demo' then 'demo' else inbox.kind end as kind,
           count(*) as leads
      from public.admin_inbox as inbox
      left join public.contact_messages as message on inbox.kind = 'contacto' and message.id = inbox.id
     where inbox.created_at >= leads_from and inbox.created_at < period_end
     group by 1, 2
  ),
  weekly as (
    select week.week_start::date as week_start, jsonb_object_agg(kind.kind, coalesce(leads.leads, 0)) as by_kind
      from generate_series(first_week::timestamp, last_week::timestamp, interval '7 days') as week (week_start)
     cross join unnest(kinds) as kind (kind)
      left join leads on leads.week_start = week.week_start::date and leads.kind = kind.kind
     group by week.week_start
  ),
  paid as (
    select date_trunc('month', orders.paid_at at time zone 'Europe/Madrid')::date as month_start,
           count(*) as paid_orders, sum(orders.total_cents) as revenue_cents
      from public.orders
     where orders.status = 'paid' and orders.paid_at >= orders_from and orders.paid_at < period_end
     group by 1
  ),
  monthly as (
    select month.month_start::date as month_start,
           coalesce(paid.paid_orders, 0) as paid_orders, coalesce(paid.revenue_cents, 0) as revenue_cents
      from generate_series(first_month::timestamp, last_month::timestamp, interval '1 month') as month (month_start)
      left join paid on paid.month_start = month.month_start::date
  ),
  sheets as (
    select format.format, format.position, count(request.id) as requests
      from unnest(formats) with ordinality as format (format, position)
      left join public.product_sheet_requests as request
        on request.formato_producto = format.format and request.created_at >= leads_from and request.created_at < period_end
     group by format.format, format.position
  )
  select jsonb_build_object(
    'until', last_day,
    'weeks_from', first_week,
    'months_from', first_month,
    'leads_per_week', (select jsonb_agg(jsonb_build_object('week_start', week_start, 'by_kind', by_kind) order by week_start) from weekly),
    'orders_per_month', (select jsonb_agg(jsonb_build_object('month_start', month_start, 'paid_orders', paid_orders, 'revenue_cents', revenue_cents) order by month_start) from monthly),
    'sheet_requests_by_format', (select jsonb_agg(jsonb_build_object('format', format, 'requests', requests) order by position) from sheets)
  ) into result;
  return result;
end;
$$;
comment on function public.admin_activity_series(date) is
  'Admin summary charts up to p_until (default today, Europe/Madrid): leads per week by kind (12 weeks, Monday–Sunday, zeros included; contact requests split into contacto and demo by source), paid orders and revenue (cents) per month (6 calendar months), data-sheet requests by format over the same 12 weeks.';
revoke execute on function public.admin_activity_series(date) from public, anon;
grant execute on function public.admin_activity_series(date) to authenticated, service_role;
