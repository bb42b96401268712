-- A limit can count several hits at once: security-event-logger counts the events of a batch, not
-- the calls (50 events a call at 60 calls a minute was 3,000 stored events a minute per address).
drop function public.take_rate_limit(text, text, integer, integer);

-- Counts `hits` hits (default one) of `client` in `bucket` for the current fixed window; over
-- `max_hits` raises PT429.
create function public.take_rate_limit(bucket text, client text, max_hits integer, window_seconds integer, hits integer default 1)
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
  values (take_rate_limit.bucket, address, window_start, greatest(take_rate_limit.hits, 1))
  on conflict on constraint rate_limit_hits_pkey do update set hits = h.hits + greatest(take_rate_limit.hits, 1)
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
revoke execute on function public.take_rate_limit(text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text, integer, integer, integer) to service_role;
