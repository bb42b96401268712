-- Per-client-address rate limits, so no form, rating or log can be flooded from one address.
-- The client address is the gateway's X-Forwarded-For (set from the socket by the edge, never by the
-- client). A write over its limit fails with SQLSTATE PT429, which PostgREST answers as HTTP 429, and
-- the whole transaction (the row included) rolls back: nothing is half-written.
--
-- The limits, in one place:
--   visitor inserts through the API (manifesto, press, music download requests, blog subscriptions):
--     10 per table per 10 minutes per address;
--   song ratings: 60 writes per hour per address, and at most 5 NEW ratings of one song per address
--     per day (an office behind one address can rate a song; 40 invented sessions cannot);
--   functions (security-event-logger, the lead functions, the mail functions) call
--     public.take_rate_limit with their own limits, written next to each call.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.rate_limit_hits (
  bucket text not null,
  client text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, client, window_start)
);

-- Addresses never limited. Empty in production; the local test stack adds the loopback address
-- its own test runs come from (tools/local-stack/stack.ts), as it lifts the auth quotas.
create table private.rate_limit_exempt (
  client text primary key
);

-- Counts one hit of `client` in `bucket` for the current fixed window; over `max_hits` raises PT429.
create function public.take_rate_limit(bucket text, client text, max_hits integer, window_seconds integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := coalesce(nullif(btrim(client), ''), 'unknown');
  window_start timestamptz := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  total integer;
begin
  if exists (select 1 from private.rate_limit_exempt e where e.client = address) then
    return;
  end if;
  insert into private.rate_limit_hits as h (bucket, client, window_start, hits)
  values (take_rate_limit.bucket, address, window_start, 1)
  on conflict on constraint rate_limit_hits_pkey do update set hits = h.hits + 1
  returning h.hits into total;
  -- Old windows are of no use: prune them now and then.
  if random() < 0.01 then
    delete from private.rate_limit_hits where rate_limit_hits.window_start < now() - interval '2 days';
  end if;
  if total > max_hits then
    raise exception using
      errcode = 'PT429',
      message = 'Demasiadas solicitudes desde tu conexión. Espera unos minutos e inténtalo de nuevo.',
      detail = format('%s: %s per %s s', take_rate_limit.bucket, max_hits, window_seconds);
  end if;
end;
$$;
revoke execute on function public.take_rate_limit(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text, integer, integer) to service_role;

-- The caller's address as the gateway states it; null outside an API request.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(split_part(coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), '');
$$;

-- BEFORE INSERT/UPDATE trigger: TG_ARGV = (max_hits, window_seconds). Server functions (service
-- role) limit per client themselves; direct database sessions (no API request) are not limited.
create function private.limit_visitor_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.client_address();
begin
  if address is null or coalesce(auth.role(), '') = 'service_role' then
    return new;
  end if;
  perform public.take_rate_limit(tg_table_name, address, tg_argv[0]::integer, tg_argv[1]::integer);
  if tg_table_name = 'song_ratings' and tg_op = 'INSERT' then
    perform public.take_rate_limit('song_ratings:' || new.song_id, address, 5, 86400);
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_visitor_writes() from public, anon, authenticated;

create trigger limit_visitor_inserts before insert on public.manifesto_downloads
  for each row execute function private.limit_visitor_writes('10', '600');
create trigger limit_visitor_inserts before insert on public.press_contacts
  for each row execute function private.limit_visitor_writes('10', '600');
create trigger limit_visitor_inserts before insert on public.music_downloads
  for each row execute function private.limit_visitor_writes('10', '600');
create trigger limit_visitor_inserts before insert on public.blog_subscribers
  for each row execute function private.limit_visitor_writes('10', '600');
create trigger limit_visitor_writes before insert or update on public.song_ratings
  for each row execute function private.limit_visitor_writes('60', '3600');
