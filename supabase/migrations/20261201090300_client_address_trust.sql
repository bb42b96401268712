-- The client address behind every per-address limit. Proxies append the address they received a
-- request from to X-Forwarded-For; whatever stands to the left of it was written by the client (or
-- by proxies the client chose) and cannot be trusted: one forged header would reset every limit.
-- The address is the right-most entry, the one the trusted edge appended (locally the stack's
-- gateway; hosted, Supabase's API gateway: README, "Security").
create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(reverse(split_part(reverse(
    coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', '')), ',', 1))), '');
$$;
