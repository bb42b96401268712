-- Field performance: the Core Web Vitals (LCP, INP, CLS, FCP, TTFB) and the time to interactive
-- (HYDRATED: navigation start to html[data-page-ready]) that visitors' browsers measure on each
-- public page, for the admin panel's "Rendimiento" section.
--
-- Nothing here identifies a person: a report is the route pattern (/blog/:slug, never the slug), the
-- remote and its release, the device class, the connection type the browser states, the metric and
-- its value. No cookie, id, address or user agent is sent or stored, so it needs no consent.
--
-- One way in for visitors: public.report_web_vitals(text), called by navigator.sendBeacon from
-- the shell (apps/shell/src/field-vitals). A beacon cannot set headers and a non-safelisted content
-- type would need a CORS preflight, so the function takes one unnamed text parameter (PostgREST
-- passes it a `Content-Type: text/plain` body) and the apikey travels as `?apikey=`. Every field is
-- checked on the server; a bad batch is refused whole (HTTP 400 and the reason), a flood from one
-- address gets PT429 (HTTP 429) past 100 batches per 10 minutes, and nothing is half-written.
-- Rows older than 90 days are deleted on the way in.
--
-- Admins read the aggregates only through admin_web_vitals_p75 / _daily / _releases (percentiles
-- in the database, days in Europe/Madrid).

create table public.web_vitals (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  route text not null,
  remote text not null,
  release text not null,
  device text not null,
  connection text,
  metric text not null,
  value double precision not null,
  constraint web_vitals_route_shape check (route ~ '^(/|(/(:[A-Za-z][A-Za-z0-9_]*|[a-z0-9][a-z0-9._-]*))+)$' and length(route) <= 100),
  constraint web_vitals_remote_shape check (remote ~ '^[a-z][a-z0-9-]{0,31}$'),
  constraint web_vitals_release_shape check (release ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  constraint web_vitals_device check (device in ('phone', 'desktop')),
  constraint web_vitals_connection check (connection in ('slow-2g', '2g', '3g', '4g')),
  constraint web_vitals_metric check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'HYDRATED')),
  constraint web_vitals_value_range check (
    value >= 0 and value <= case when metric = 'CLS' then 100 else 600000 end
  )
);
comment on table public.web_vitals is
  'Field measurements of public pages by visitors'' browsers (anonymous: no person, cookie, id, address or user agent). Written only through report_web_vitals(text); kept 90 days.';
comment on column public.web_vitals.route is 'The route pattern of the page (/blog/:slug, not the slug).';
comment on column public.web_vitals.release is 'The release version of the remote that rendered the page (remotes.json), or "unreleased" outside a release store.';
comment on column public.web_vitals.device is 'phone below 768 px of viewport width, desktop otherwise.';
comment on column public.web_vitals.connection is 'navigator.connection.effectiveType where the browser gives it; null otherwise.';
comment on column public.web_vitals.value is 'Milliseconds from navigation start (LCP, FCP, TTFB, HYDRATED) or of the slowest interaction (INP); unitless for CLS.';

create index web_vitals_created_at_idx on public.web_vitals (created_at);
create index web_vitals_release_created_at_idx on public.web_vitals (remote, release, created_at);

-- ─── grants ──────────────────────────────────────────────────────────────────────────────
revoke all on table public.web_vitals from public, anon, authenticated;
grant select on table public.web_vitals to authenticated;
grant all on table public.web_vitals to service_role;

alter table public.web_vitals enable row level security;

-- ─── policies ────────────────────────────────────────────────────────────────────────────
create policy "Admins read web vitals"
  on public.web_vitals for select to authenticated
  using ((select public.is_admin()));

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- Why one report of a batch is not acceptable, or null when it is.
create function private.web_vital_problem(report jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  unknown text;
  metric_name text;
  amount double precision;
begin
  if jsonb_typeof(report) is distinct from 'object' then
    return 'no es un objeto';
  end if;
  select string_agg(key, ', ' order by key) into unknown
    from jsonb_object_keys(report) as key
    where key not in ('route', 'remote', 'release', 'device', 'connection', 'metric', 'value');
  if unknown is not null then
    return format('campos desconocidos (%s)', unknown);
  end if;
  if jsonb_typeof(report -> 'route') is distinct from 'string'
     or length(report ->> 'route') > 100
     or (report ->> 'route') !~ '^(/|(/(:[A-Za-z][A-Za-z0-9_]*|[a-z0-9][a-z0-9._-]*))+)$' then
    return 'route debe ser la ruta de la página, como /blog/:slug';
  end if;
  if jsonb_typeof(report -> 'remote') is distinct from 'string' or (report ->> 'remote') !~ '^[a-z][a-z0-9-]{0,31}$' then
    return 'remote debe ser el nombre de un remoto';
  end if;
  if jsonb_typeof(report -> 'release') is distinct from 'string' or (report ->> 'release') !~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' then
    return 'release debe ser la versión de una release (letras, cifras, punto, guion; hasta 64)';
  end if;
  if jsonb_typeof(report -> 'device') is distinct from 'string' or (report ->> 'device') not in ('phone', 'desktop') then
    return 'device debe ser phone o desktop';
  end if;
  if report -> 'connection' is not null and jsonb_typeof(report -> 'connection') <> 'null'
     and (jsonb_typeof(report -> 'connection') <> 'string' or (report ->> 'connection') not in ('slow-2g', '2g', '3g', '4g')) then
    return 'connection debe ser slow-2g, 2g, 3g, 4g o null';
  end if;
  metric_name := report ->> 'metric';
  if jsonb_typeof(report -> 'metric') is distinct from 'string' or metric_name not in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'HYDRATED') then
    return 'metric debe ser LCP, INP, CLS, FCP, TTFB o HYDRATED';
  end if;
  if jsonb_typeof(report -> 'value') is distinct from 'number' then
    return 'value debe ser un número';
  end if;
  amount := (report ->> 'value')::double precision;
  if metric_name = 'CLS' and (amount < 0 or amount > 100) then
    return 'value de CLS debe estar entre 0 y 100';
  end if;
  if metric_name <> 'CLS' and (amount < 0 or amount > 600000) then
    return format('value de %s debe estar entre 0 y 600000 ms', metric_name);
  end if;
  return null;
end;
$$;
revoke execute on function private.web_vital_problem(jsonb) from public, anon, authenticated;

-- Visitors' one way in: a batch (a JSON array of at most 20 reports) as a text/plain body.
create function public.report_web_vitals(text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch jsonb;
  report jsonb;
  n integer := 0;
  problem text;
begin
  -- 100 batches per 10 minutes per address: a page sends one or two, an office a few dozen.
  perform private.limit_visitor_call('web_vitals', 100, 600);
  begin
    batch := $1::jsonb;
  exception when others then
    raise exception 'El informe de rendimiento no es JSON válido.' using errcode = '22023';
  end;
  if jsonb_typeof(batch) is distinct from 'array' then
    raise exception 'El informe de rendimiento debe ser una lista de medidas.' using errcode = '22023';
  end if;
  if jsonb_array_length(batch) = 0 or jsonb_array_length(batch) > 20 then
    raise exception 'El informe de rendimiento debe traer de 1 a 20 medidas (trae %).', jsonb_array_length(batch) using errcode = '22023';
  end if;
  for report in select element from jsonb_array_elements(batch) as element loop
    n := n + 1;
    problem := private.web_vital_problem(report);
    if problem is not null then
      raise exception 'Medida % del informe de rendimiento no válida: %.', n, problem using errcode = '22023';
    end if;
  end loop;

  insert into public.web_vitals (route, remote, release, device, connection, metric, value)
  select element ->> 'route', element ->> 'remote', element ->> 'release', element ->> 'device',
         element ->> 'connection', element ->> 'metric', (element ->> 'value')::double precision
    from jsonb_array_elements(batch) as element;

  -- Kept 90 days: the oldest rows go on the way in (an index range, empty almost every time).
  delete from public.web_vitals where created_at < now() - interval '90 days';
end;
$$;
comment on function public.report_web_vitals(text) is
  'Visitors'' field measurements: a JSON array of 1–20 {route, remote, release, device, connection, metric, value} as a text/plain body (sendBeacon). Refused whole (400) when any is invalid; 100 batches per 10 minutes per client address, then 429. Prunes rows older than 90 days.';
revoke execute on function public.report_web_vitals(text) from public, anon, authenticated;
grant execute on function public.report_web_vitals(text) to anon, authenticated, service_role;

-- Per route, remote, release, device and metric over the last p_days days (Madrid calendar days,
-- today included): the 75th percentile and the number of samples. Security invoker: the table's
-- policy lets admins read; anyone else is refused outright rather than shown nothing.
create function public.admin_web_vitals_p75(p_days integer)
returns table (route text, remote text, release text, device text, metric text, p75 double precision, samples integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver el rendimiento de la web.' using errcode = '42501';
  end if;
  if p_days is null or p_days < 1 or p_days > 90 then
    raise exception 'El periodo debe ser de 1 a 90 días.' using errcode = '22023';
  end if;
  -- The first instant of the last p_days Madrid calendar days, today included.
  since := (((now() at time zone 'Europe/Madrid')::date - (p_days - 1))::timestamp) at time zone 'Europe/Madrid';
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
comment on function public.admin_web_vitals_p75(integer) is
  'Admin panel: p75 (percentile_cont 0.75) and samples of each vital per route, remote, release and device over the last p_days days (1–90; Europe/Madrid days, today included).';
revoke execute on function public.admin_web_vitals_p75(integer) from public, anon;
grant execute on function public.admin_web_vitals_p75(integer) to authenticated, service_role;

-- The same per Madrid calendar day, for the chart over time.
create function public.admin_web_vitals_daily(p_days integer)
returns table (day date, route text, remote text, release text, device text, metric text, p75 double precision, samples integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver el rendimiento de la web.' using errcode = '42501';
  end if;
  if p_days is null or p_days < 1 or p_days > 90 then
    raise exception 'El periodo debe ser de 1 a 90 días.' using errcode = '22023';
  end if;
  -- The first instant of the last p_days Madrid calendar days, today included.
  since := (((now() at time zone 'Europe/Madrid')::date - (p_days - 1))::timestamp) at time zone 'Europe/Madrid';
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
comment on function public.admin_web_vitals_daily(integer) is
  'Admin panel: p75 and samples of each vital per Europe/Madrid day, route, remote, release and device over the last p_days days (1–90, today included).';
revoke execute on function public.admin_web_vitals_daily(integer) from public, anon;
grant execute on function public.admin_web_vitals_daily(integer) to authenticated, service_role;

-- When each release of each remote was first reported: the promotion markers of the chart. Every
-- release reported within the period, with its first report over all kept rows (which may be
-- before the period).
create function public.admin_web_vitals_releases(p_days integer)
returns table (remote text, release text, first_seen timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver el rendimiento de la web.' using errcode = '42501';
  end if;
  if p_days is null or p_days < 1 or p_days > 90 then
    raise exception 'El periodo debe ser de 1 a 90 días.' using errcode = '22023';
  end if;
  -- The first instant of the last p_days Madrid calendar days, today included.
  since := (((now() at time zone 'Europe/Madrid')::date - (p_days - 1))::timestamp) at time zone 'Europe/Madrid';
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
comment on function public.admin_web_vitals_releases(integer) is
  'Admin panel: each release of each remote reported within the last p_days days (1–90) and when it was first reported (promotion markers).';
revoke execute on function public.admin_web_vitals_releases(integer) from public, anon;
grant execute on function public.admin_web_vitals_releases(integer) to authenticated, service_role;
