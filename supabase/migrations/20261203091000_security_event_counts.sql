-- The Seguridad section's summary: how many events of each type and severity arrived in the
-- window the admin is looking at, counted in the database (a busy day has thousands of rows,
-- most of them low-severity page events). Security invoker: the table's policies decide, so only
-- admins count anything.

-- ─── functions ───────────────────────────────────────────────────────────────────────────

create function public.admin_security_event_counts(p_since timestamptz default null)
returns table (event_type text, severity text, events bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.event_type, e.severity, count(*)::bigint
    from public.security_events e
   where p_since is null or e.created_at >= p_since
   group by e.event_type, e.severity
   order by e.event_type, e.severity;
$$;
comment on function public.admin_security_event_counts(timestamptz) is
  'Events per type and severity since p_since (null: all). Rows the caller may not read are not counted (RLS).';

revoke execute on function public.admin_security_event_counts(timestamptz) from public, anon;
grant execute on function public.admin_security_event_counts(timestamptz) to authenticated, service_role;
