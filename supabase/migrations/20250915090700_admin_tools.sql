-- Admin tools: security events reported by the site, the sending-domain verification records,
-- and the one-off admin bootstrap. Written by functions (service role); read by admins.

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.security_events (
  id uuid primary key default gen_random_uuid(),
  event_type text not null check (event_type ~ '^[A-Z][A-Z0-9_]{1,63}$'),
  description text not null check (char_length(btrim(description)) between 1 and 2000),
  severity text not null check (severity in ('low', 'medium', 'high', 'critical')),
  metadata jsonb not null default '{}'::jsonb
    check (jsonb_typeof(metadata) = 'object' and pg_column_size(metadata) <= 16384),
  ip_address text check (ip_address is null or char_length(ip_address) <= 64),
  user_agent text check (user_agent is null or char_length(user_agent) <= 512),
  created_at timestamptz not null default now()
);
comment on table public.security_events is
  'Events from the browser''s security monitor and from server functions (failed bootstrap attempts...).';
comment on column public.security_events.metadata is 'userAgent, url, sessionId, timestamp and extras sent by the client.';

create index security_events_created_at_idx on public.security_events (created_at desc);
create index security_events_type_created_at_idx on public.security_events (event_type, created_at desc);

create table public.email_domains (
  id uuid primary key default gen_random_uuid(),
  domain text not null unique check (
    char_length(domain) <= 253
    and domain ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$'
  ),
  status text not null default 'pending' check (status in ('pending', 'verified', 'failed')),
  verification_token text not null check (verification_token ~ '^[a-f0-9]{32}$'),
  records jsonb not null default '[]'::jsonb check (jsonb_typeof(records) = 'array'),
  last_diagnostics jsonb check (last_diagnostics is null or jsonb_typeof(last_diagnostics) = 'array'),
  last_checked_at timestamptz,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.email_domains is
  'Domains the site sends e-mail from. records: DNS records to publish [{type, name, value, priority?}]; verify-domain checks them.';
comment on column public.email_domains.verification_token is 'Random token of the ownership TXT record.';

create trigger email_domains_set_updated_at before update on public.email_domains
  for each row execute function public.set_updated_at();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

revoke all on table public.security_events, public.email_domains from anon, authenticated;
grant select, delete on table public.security_events to authenticated;
grant select, insert, update, delete on table public.email_domains to authenticated;
grant all on table public.security_events, public.email_domains to service_role;

alter table public.security_events enable row level security;
alter table public.email_domains enable row level security;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Admins read security events"
  on public.security_events for select to authenticated
  using ((select public.is_admin()));

create policy "Admins purge security events"
  on public.security_events for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins read sending domains"
  on public.email_domains for select to authenticated
  using ((select public.is_admin()));

create policy "Admins add sending domains"
  on public.email_domains for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update sending domains"
  on public.email_domains for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete sending domains"
  on public.email_domains for delete to authenticated
  using ((select public.is_admin()));

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- Used by the admin-bootstrap function after it has checked the bootstrap secret: makes the
-- existing account with this e-mail an admin. Returns its id, or null when there is no such user.
create function public.grant_admin_by_email(p_email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  select id into v_user_id
  from auth.users
  where lower(email) = lower(btrim(p_email))
  order by created_at
  limit 1;

  if v_user_id is null then
    return null;
  end if;

  insert into public.user_roles (user_id, role)
  values (v_user_id, 'admin')
  on conflict (user_id) do update set role = 'admin';

  return v_user_id;
end;
$$;
comment on function public.grant_admin_by_email(text) is
  'Service role only (admin-bootstrap): gives the user with this e-mail the admin role. Null when no such user.';

revoke execute on function public.grant_admin_by_email(text) from public, anon, authenticated;
grant execute on function public.grant_admin_by_email(text) to service_role;
