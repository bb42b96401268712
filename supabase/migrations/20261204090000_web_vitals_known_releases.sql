-- The web-vitals beacon accepts only what the site really serves: a remote, one of its released
-- versions and one of that release's route patterns. Anything else (an invented remote, release or
-- route) would show in the admin's Rendimiento as a page or a promotion marker that never existed.
--
-- What publishes /remotes.json registers its versions here first, so a version reaches visitors
-- only once the database knows it: `npm run deploy` (frontend) before it uploads the pointers, and
-- locally the shell's server before it answers /remotes.json (tools/release/site-releases.mjs). A
-- version's routes are its release's route list (apps/<remote>/routes.json, as released). Rows are
-- never deleted: a tab opened before a promotion still reports the release it runs.

create table private.site_releases (
  remote text not null,
  version text not null,
  routes text[] not null,
  registered_at timestamptz not null default now(),
  primary key (remote, version),
  constraint site_releases_remote_shape check (remote ~ '^[a-z][a-z0-9-]{0,31}$'),
  constraint site_releases_version_shape check (version ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$')
);
comment on table private.site_releases is
  'The released versions of each remote that visitors may run, with their route patterns: what report_web_vitals accepts. Registered by whatever publishes /remotes.json (deploy, the local shell server).';

revoke all on table private.site_releases from public, anon, authenticated;

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- Registers the versions about to be published (a JSON array of {remote, version, routes}); the
-- same version again replaces its routes (locally 'unreleased' follows the source's route list).
create function public.register_site_releases(p_releases jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry jsonb;
  n integer := 0;
begin
  if jsonb_typeof(p_releases) is distinct from 'array' or jsonb_array_length(p_releases) = 0 then
    raise exception 'Las releases deben ser una lista no vacía de {remote, version, routes}.' using errcode = '22023';
  end if;
  for entry in select element from jsonb_array_elements(p_releases) as element loop
    n := n + 1;
    if jsonb_typeof(entry -> 'remote') is distinct from 'string' or (entry ->> 'remote') !~ '^[a-z][a-z0-9-]{0,31}$'
       or jsonb_typeof(entry -> 'version') is distinct from 'string' or (entry ->> 'version') !~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'
       or jsonb_typeof(entry -> 'routes') is distinct from 'array'
       or exists (
         select 1 from jsonb_array_elements(entry -> 'routes') as route
          where jsonb_typeof(route) <> 'string' or length(route #>> '{}') > 100
             or (route #>> '{}') !~ '^(/|(/(:[A-Za-z][A-Za-z0-9_]*|[a-z0-9][a-z0-9._-]*))+)$'
       ) then
      raise exception 'Release % no válida: remote, version y routes (rutas como /blog/:slug).', n using errcode = '22023';
    end if;
    insert into private.site_releases (remote, version, routes)
    values (entry ->> 'remote', entry ->> 'version', array(select jsonb_array_elements_text(entry -> 'routes')))
    on conflict (remote, version) do update set routes = excluded.routes;
  end loop;
  return n;
end;
$$;
comment on function public.register_site_releases(jsonb) is
  'Deploy and local servers only (service role): registers remotes'' released versions and their route patterns, which report_web_vitals then accepts.';
revoke execute on function public.register_site_releases(jsonb) from public, anon, authenticated;
grant execute on function public.register_site_releases(jsonb) to service_role;

-- A report's problem is now its shape's (the function as it was) or that it names something the
-- site does not serve. report_web_vitals calls private.web_vital_problem by name, so it takes the
-- new one as it is.
alter function private.web_vital_problem(jsonb) rename to web_vital_shape_problem;

create function private.web_vital_problem(report jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  shape_problem text := private.web_vital_shape_problem(report);
  known_routes text[];
begin
  if shape_problem is not null then
    return shape_problem;
  end if;
  if not exists (select 1 from private.site_releases r where r.remote = report ->> 'remote') then
    return format('remote «%s» no es un remoto de la web', report ->> 'remote');
  end if;
  select r.routes into known_routes from private.site_releases r
   where r.remote = report ->> 'remote' and r.version = report ->> 'release';
  if known_routes is null then
    return format('release «%s» no es una versión publicada de %s', report ->> 'release', report ->> 'remote');
  end if;
  if not (report ->> 'route') = any (known_routes) then
    return format('route «%s» no es una ruta de %s', report ->> 'route', report ->> 'remote');
  end if;
  return null;
end;
$$;
revoke execute on function private.web_vital_problem(jsonb) from public, anon, authenticated;

comment on function public.report_web_vitals(text) is
  'Visitors'' field measurements: a JSON array of 1–20 {route, remote, release, device, connection, metric, value} as a text/plain body (sendBeacon), each of a registered remote, release and route (register_site_releases). Refused whole (400) when any is invalid; 100 batches per 10 minutes per client address, then 429. Prunes rows older than 90 days.';
