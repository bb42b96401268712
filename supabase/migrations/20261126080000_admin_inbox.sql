-- The admin inbox: every lead of the site in one list (contact and demo requests, data-sheet and
-- manifesto requests, press requests, music download requests, blog subscribers), each of which an
-- admin can mark handled. The view is security invoker, so each table's own policies decide who
-- reads it (admins only); marking handled is an update of handled_at, which the tables' existing
-- policies allow to admins only. received_on is the arrival day in the company's time zone, which the
-- inbox's date filter compares with.

alter table public.contact_messages add column handled_at timestamptz;
alter table public.manifesto_downloads add column handled_at timestamptz;
alter table public.product_sheet_requests add column handled_at timestamptz;
alter table public.press_contacts add column handled_at timestamptz;
alter table public.music_downloads add column handled_at timestamptz;
alter table public.blog_subscribers add column handled_at timestamptz;

comment on column public.contact_messages.handled_at is 'When an admin marked it handled in the inbox; null while pending.';
comment on column public.manifesto_downloads.handled_at is 'When an admin marked it handled in the inbox; null while pending.';
comment on column public.product_sheet_requests.handled_at is 'When an admin marked it handled in the inbox; null while pending.';
comment on column public.press_contacts.handled_at is 'When an admin marked it handled in the inbox; null while pending.';
comment on column public.music_downloads.handled_at is 'When an admin marked it handled in the inbox; null while pending.';
comment on column public.blog_subscribers.handled_at is 'When an admin marked it handled in the inbox; null while pending.';

create view public.admin_inbox with (security_invoker = true) as
select lead.*, (lead.created_at at time zone 'Europe/Madrid')::date as received_on
from (
  select 'contacto'::text as kind, id, created_at, handled_at, nombre, email, telefono, empresa,
         concat_ws(' · ', puesto, 'Formulario: ' || source) as detalle, mensaje
    from public.contact_messages
  union all
  select 'ficha', id, created_at, handled_at, nombre, email, telefono, empresa,
         concat_ws(' · ', puesto, 'Formato: ' || case formato_producto
           when 'demoday' then 'Demo Day' when 'experience' then 'Experience Day'
           when 'suscripcion' then 'Suscripción' when 'torneos' then 'Torneos' end, tamano_equipo), necesidades_especificas
    from public.product_sheet_requests
  union all
  select 'manifiesto', id, created_at, handled_at, nombre, email, null, empresa, puesto, null
    from public.manifesto_downloads
  union all
  select 'prensa', id, created_at, handled_at, nombre, email, telefono, medio,
         'Solicitud: ' || case tipo_solicitud
           when 'entrevista' then 'Entrevista' when 'informacion' then 'Información'
           when 'recursos' then 'Recursos' when 'evento' then 'Evento' else 'Otro' end, mensaje
    from public.press_contacts
  union all
  select 'musica', id, created_at, handled_at, nombre, email, null, empresa, null, null
    from public.music_downloads
  union all
  select 'suscriptor', id, created_at, handled_at, null, email, null, null, null, null
    from public.blog_subscribers
) as lead;
comment on view public.admin_inbox is
  'Admin panel inbox: every lead with its kind (contacto, ficha, manifiesto, prensa, musica, suscriptor). RLS of each table applies (invoker).';

revoke all on table public.admin_inbox from public, anon, authenticated;
grant select on table public.admin_inbox to authenticated;
grant select on table public.admin_inbox to service_role;

-- The dashboard's counts ("new this week") and the inbox's date filter read by arrival time.
create index manifesto_downloads_created_at_idx on public.manifesto_downloads (created_at desc);
create index product_sheet_requests_created_at_idx on public.product_sheet_requests (created_at desc);
create index press_contacts_created_at_idx on public.press_contacts (created_at desc);
create index music_downloads_created_at_idx on public.music_downloads (created_at desc);
create index blog_subscribers_created_at_idx on public.blog_subscribers (created_at desc);
create index orders_created_at_idx on public.orders (created_at desc);

-- The panel's summary, counted in the company's time zone (weeks start on Monday). Security invoker:
-- the tables' policies decide, and anyone but an admin is refused outright rather than shown zeros.
create function public.admin_dashboard()
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
  result jsonb;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver el resumen del panel.' using errcode = '42501';
  end if;
  select jsonb_build_object(
    'week_start', week_start,
    'month_start', month_start,
    'leads_this_week', (select count(*) from public.admin_inbox where received_on >= week_start),
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
    'pending_orders', (select count(*) from public.orders where status = 'pending')
  ) into result;
  return result;
end;
$$;
comment on function public.admin_dashboard() is
  'Admin panel summary: leads this week (Monday–Sunday, Europe/Madrid), pending leads, paid orders and revenue (cents) this month.';
revoke execute on function public.admin_dashboard() from public, anon;
grant execute on function public.admin_dashboard() to authenticated, service_role;
