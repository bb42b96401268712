-- Two rules every admin function shares, written once: who may call it (an admin; anyone else gets
-- the function's own Spanish refusal, 42501) and where a period of the last N days starts (Madrid
-- calendar days, today included; 1 to 90 days, or a Spanish 22023). The admin functions are
-- redefined below with the same bodies, calling these instead of repeating them.
--
-- The helpers live in their own schema: the API does not expose it (so they are no endpoints), and
-- unlike `private` it holds nothing else, so signed-in callers of the security-invoker admin
-- functions may be given USAGE on it.

-- ─── schema ──────────────────────────────────────────────────────────────────────────────

create schema admin_sql;
comment on schema admin_sql is 'Helpers shared by the public admin_* functions; not exposed through the API.';
revoke all on schema admin_sql from public;
grant usage on schema admin_sql to authenticated, service_role;

-- ─── functions ───────────────────────────────────────────────────────────────────────────

create function admin_sql.require_admin(p_refusal text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception '%', p_refusal using errcode = '42501';
  end if;
end;
$$;
comment on function admin_sql.require_admin(text) is
  'The admin guard: refuses (42501, with p_refusal as the message) a caller who is not an admin.';
revoke execute on function admin_sql.require_admin(text) from public;
grant execute on function admin_sql.require_admin(text) to authenticated, service_role;

create function admin_sql.period_start(p_days integer)
returns timestamptz
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_days is null or p_days < 1 or p_days > 90 then
    raise exception 'El periodo debe ser de 1 a 90 días.' using errcode = '22023';
  end if;
  return (((now() at time zone 'Europe/Madrid')::date - (p_days - 1))::timestamp) at time zone 'Europe/Madrid';
end;
$$;
comment on function admin_sql.period_start(integer) is
  'The first instant of the last p_days (1–90) Europe/Madrid calendar days, today included.';
revoke execute on function admin_sql.period_start(integer) from public;
grant execute on function admin_sql.period_start(integer) to authenticated, service_role;

-- ─── the admin functions, with the helpers ───────────────────────────────────────────────

create or replace function public.admin_blog_posts()
returns setof public.blog_posts
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform admin_sql.require_admin('Solo un administrador puede leer las publicaciones completas');
  return query select * from public.blog_posts;
end;
$$;

create or replace function public.admin_save_product(p_product jsonb, p_variants jsonb default '[]'::jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := nullif(p_product ->> 'id', '')::uuid;
  v_row public.products := jsonb_populate_record(null::public.products, p_product);
  v_variant jsonb;
  v_variant_row public.product_variants;
  v_has_variants boolean;
begin
  perform admin_sql.require_admin('Solo un administrador puede guardar productos.');
  if jsonb_typeof(p_variants) is distinct from 'array' then
    raise exception 'Las variantes deben ser una lista.' using errcode = '22023';
  end if;
  v_has_variants := jsonb_array_length(p_variants) > 0;

  if v_id is null then
    insert into public.products (title, description, image_url, price, category, subcategory, event_name, event_type, event_dates,
      additional_details, shipping_cost, has_variants, is_active, sort_order, stock)
    values (v_row.title, v_row.description, v_row.image_url, v_row.price, v_row.category, v_row.subcategory, v_row.event_name, v_row.event_type,
      v_row.event_dates, coalesce(v_row.additional_details, '{}'::jsonb), coalesce(v_row.shipping_cost, 0), v_has_variants,
      coalesce(v_row.is_active, true), coalesce(v_row.sort_order, 0), coalesce(v_row.stock, 0))
    returning id into v_id;
  else
    update public.products set
      title = v_row.title, description = v_row.description, image_url = v_row.image_url, price = v_row.price, category = v_row.category,
      subcategory = v_row.subcategory, event_name = v_row.event_name, event_type = v_row.event_type,
      event_dates = v_row.event_dates, additional_details = coalesce(v_row.additional_details, '{}'::jsonb),
      shipping_cost = coalesce(v_row.shipping_cost, 0), has_variants = v_has_variants,
      is_active = coalesce(v_row.is_active, true), sort_order = coalesce(v_row.sort_order, 0),
      stock = coalesce(v_row.stock, 0)
    where id = v_id;
    if not found then
      raise exception 'Producto no encontrado.' using errcode = 'P0002';
    end if;
  end if;

  -- Variants left out of the list are removed; the default flag is cleared first so that moving it
  -- from one variant to another never trips the one-default-per-product index half-way.
  delete from public.product_variants v
  where v.product_id = v_id
    and v.id not in (
      select (item ->> 'id')::uuid from jsonb_array_elements(p_variants) item where nullif(item ->> 'id', '') is not null
    );
  update public.product_variants set is_default = false where product_id = v_id and is_default;

  for v_variant in select item from jsonb_array_elements(p_variants) item loop
    v_variant_row := jsonb_populate_record(null::public.product_variants, v_variant);
    if nullif(v_variant ->> 'id', '') is null then
      insert into public.product_variants (product_id, variant_name, attributes, price_adjustment, stock, is_active, is_default, location_image_url)
      values (v_id, v_variant_row.variant_name, coalesce(v_variant_row.attributes, '{}'::jsonb), coalesce(v_variant_row.price_adjustment, 0),
        coalesce(v_variant_row.stock, 0), coalesce(v_variant_row.is_active, true), coalesce(v_variant_row.is_default, false),
        v_variant_row.location_image_url);
    else
      update public.product_variants set
        variant_name = v_variant_row.variant_name, attributes = coalesce(v_variant_row.attributes, '{}'::jsonb),
        price_adjustment = coalesce(v_variant_row.price_adjustment, 0), stock = coalesce(v_variant_row.stock, 0),
        is_active = coalesce(v_variant_row.is_active, true), is_default = coalesce(v_variant_row.is_default, false),
        location_image_url = v_variant_row.location_image_url
      where id = v_variant_row.id and product_id = v_id;
      if not found then
        raise exception 'La variante % no pertenece a este producto.', v_variant_row.id using errcode = 'P0002';
      end if;
    end if;
  end loop;

  return v_id;
end;
$$;

create or replace function public.admin_replace_top10(p_song_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform admin_sql.require_admin('Solo un administrador puede cambiar el Top 10.');
  if p_song_ids is null or array_position(p_song_ids, null) is not null then
    raise exception 'La lista del Top 10 no puede contener canciones vacías.' using errcode = '22023';
  end if;
  if cardinality(p_song_ids) > 10 then
    raise exception 'El Top 10 admite como máximo 10 canciones.' using errcode = '22023';
  end if;
  if cardinality(p_song_ids) <> (select count(distinct id) from unnest(p_song_ids) id) then
    raise exception 'Una canción solo puede aparecer una vez en el Top 10.' using errcode = '23505';
  end if;

  delete from public.top10_playlist where true;
  insert into public.top10_playlist (song_id, position, created_by)
  select song.id, song.position, auth.uid()
  from unnest(p_song_ids) with ordinality as song (id, position);
end;
$$;

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
  perform admin_sql.require_admin('Solo un administrador puede ver el resumen del panel.');
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

create or replace function public.admin_snapshot_top10_week(p_title text, p_description text default null, p_day date default null)
returns public.top10_weekly_history
language plpgsql
security invoker
set search_path = ''
as $$
declare
  day date := coalesce(p_day, (now() at time zone 'Europe/Madrid')::date);
  monday date := date_trunc('week', day)::date;
  snapshot jsonb;
  created public.top10_weekly_history;
begin
  perform admin_sql.require_admin('Solo un administrador puede guardar listas semanales.');
  select coalesce(jsonb_agg(jsonb_build_object(
           'title', s.title, 'autor', s.autor, 'genre', s.genre, 'duration', s.duration, 'filename', s.filename
         ) order by t.position), '[]'::jsonb)
    into snapshot
    from public.top10_playlist t join public.songs s on s.id = t.song_id;
  if jsonb_array_length(snapshot) = 0 then
    raise exception 'El Top 10 está vacío: añade canciones antes de guardar la semana.' using errcode = '22023';
  end if;
  if exists (select 1 from public.top10_weekly_history where week_start_date = monday) then
    raise exception 'Ya hay una lista guardada para la semana del %.', to_char(monday, 'DD/MM/YYYY') using errcode = '23505';
  end if;

  insert into public.top10_weekly_history (week_number, week_start_date, week_end_date, title, description, songs, created_by)
  values (extract(week from monday)::smallint, monday, monday + 6, btrim(p_title), nullif(btrim(p_description), ''), snapshot, auth.uid())
  returning * into created;
  return created;
end;
$$;

create or replace function public.admin_add_top10_song(p_song_id uuid)
returns smallint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_count integer;
  v_position smallint;
begin
  perform admin_sql.require_admin('Solo un administrador puede cambiar el Top 10.');
  if p_song_id is null then
    raise exception 'Elige una canción para añadir al Top 10.' using errcode = '22023';
  end if;
  lock table public.top10_playlist in share row exclusive mode;
  if exists (select 1 from public.top10_playlist where song_id = p_song_id) then
    raise exception 'Una canción solo puede aparecer una vez en el Top 10.' using errcode = '23505';
  end if;
  select count(*) into v_count from public.top10_playlist;
  if v_count >= 10 then
    raise exception 'El Top 10 admite como máximo 10 canciones.' using errcode = '22023';
  end if;
  v_position := v_count + 1;
  insert into public.top10_playlist (song_id, position, created_by) values (p_song_id, v_position, auth.uid());
  return v_position;
end;
$$;

create or replace function public.admin_remove_top10_song(p_song_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_position smallint;
begin
  perform admin_sql.require_admin('Solo un administrador puede cambiar el Top 10.');
  lock table public.top10_playlist in share row exclusive mode;
  delete from public.top10_playlist where song_id = p_song_id returning position into v_position;
  if v_position is null then
    raise exception 'Esa canción no está en el Top 10.' using errcode = 'P0002';
  end if;
  -- One statement: the unique position is checked at its end (deferrable), so the shift cannot collide.
  update public.top10_playlist set position = position - 1 where position > v_position;
end;
$$;

create or replace function public.admin_web_vitals_p75(p_days integer)
returns table (route text, remote text, release text, device text, metric text, p75 double precision, samples integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
begin
  perform admin_sql.require_admin('Solo un administrador puede ver el rendimiento de la web.');
  since := admin_sql.period_start(p_days);
  return query
    select v.route, v.remote, v.release, v.device, v.metric,
           percentile_cont(0.75) within group (order by v.value)::double precision,
           count(*)::integer
      from public.web_vitals v
     where v.created_at >= since
     group by 1, 2, 3, 4, 5
     order by 1, 2, 3, 4, 5;
end;
$$;

create or replace function public.admin_web_vitals_daily(p_days integer)
returns table (day date, route text, remote text, release text, device text, metric text, p75 double precision, samples integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
begin
  perform admin_sql.require_admin('Solo un administrador puede ver el rendimiento de la web.');
  since := admin_sql.period_start(p_days);
  return query
    select (v.created_at at time zone 'Europe/Madrid')::date, v.route, v.remote, v.release, v.device, v.metric,
           percentile_cont(0.75) within group (order by v.value)::double precision,
           count(*)::integer
      from public.web_vitals v
     where v.created_at >= since
     group by 1, 2, 3, 4, 5, 6
     order by 1, 2, 3, 4, 5, 6;
end;
$$;

create or replace function public.admin_web_vitals_releases(p_days integer)
returns table (remote text, release text, first_seen timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
begin
  perform admin_sql.require_admin('Solo un administrador puede ver el rendimiento de la web.');
  since := admin_sql.period_start(p_days);
  return query
    select seen.remote, seen.release, seen.first_at
      from (
        select v.remote, v.release, min(v.created_at) as first_at, max(v.created_at) as last_at
          from public.web_vitals v
         group by 1, 2
      ) as seen
     where seen.last_at >= since
     order by seen.remote, seen.first_at;
end;
$$;

create or replace function public.admin_activity_series(p_until date default null)
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
  perform admin_sql.require_admin('Solo un administrador puede ver la actividad del panel.');

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

create or replace function public.admin_unsent_mails(p_minutes integer default 5)
returns table (
  id uuid, kind text, ref_id uuid, recipient text, created_at timestamptz,
  attempts integer, next_attempt_at timestamptz, last_error text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform admin_sql.require_admin('Solo un administrador puede ver los emails pendientes.');
  return query
    select o.id, o.kind, o.ref_id, o.recipient, o.created_at, o.attempts, o.next_attempt_at, o.last_error
    from public.mail_outbox o
    where o.sent_at is null and o.created_at < now() - make_interval(mins => p_minutes)
    order by o.created_at;
end;
$$;
