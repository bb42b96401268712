-- The mail outbox: every mail the site promises (order confirmation, the lead mails, the staff's
-- notifications) is a row here before anything is sent, so a crash or an SMTP outage delays a mail
-- and never loses it.
--
-- One row per (kind, ref_id): the order or lead it belongs to, so a mail is promised at most once.
-- A sender claims due rows for a lease (claim_outbox_mails), sends, and finishes each one
-- (finish_outbox_mail): sent → sent_at and the source row's sent stamp; failed → retried with
-- backoff. A sender that dies mid-send leaves a lease that runs out, and the next sweep (the
-- send-pending-mails function, called every minute by pg_cron in production and by the local
-- stack) sends it again. The sent stamps on the source tables (orders.confirmation_email_sent_at,
-- *.email_sent_at, *.notified_at, blog_subscribers.confirmation_sent_at) are written only after
-- the mail went out.

-- ─── table ───────────────────────────────────────────────────────────────────────────────

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in (
    'order_confirmation', 'manifesto', 'product_sheet', 'press_notification',
    'blog_welcome', 'contact_notification', 'music_download'
  )),
  ref_id uuid not null,
  recipient text not null,
  -- { to, subject, html, text, replyTo? } as rendered when promised; null for an order
  -- confirmation, rendered from the order when it is sent.
  message jsonb,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  unique (kind, ref_id)
);
comment on table public.mail_outbox is
  'Every promised mail, once per order or lead; sent by whoever claims it, retried with backoff until sent.';
comment on column public.mail_outbox.claimed_until is
  'A sender holds the row until then; past it, a sweep may take it again (the sender died).';

create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where sent_at is null;

revoke all on table public.mail_outbox from public, anon, authenticated;
grant select on table public.mail_outbox to authenticated;
grant all on table public.mail_outbox to service_role;
alter table public.mail_outbox enable row level security;

-- Written by the functions (service role) only; admins may read it.
create policy "Admins read the mail outbox"
  on public.mail_outbox for select to authenticated
  using ((select public.is_admin()));

-- ─── a paid order promises its confirmation in the same transaction ──────────────────────

create function private.promise_order_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.mail_outbox (kind, ref_id, recipient)
  values ('order_confirmation', new.id, new.email)
  on conflict (kind, ref_id) do nothing;
  return new;
end;
$$;

create trigger orders_promise_confirmation
  after update of status on public.orders
  for each row
  when (new.status = 'paid' and old.status is distinct from 'paid')
  execute function private.promise_order_confirmation();

-- ─── senders ─────────────────────────────────────────────────────────────────────────────

-- Takes up to p_limit due, unsent rows (or only p_id) for p_lease_seconds. Two senders never get
-- the same row: the lease is written in the statement that picks it (skip locked).
create function public.claim_outbox_mails(p_id uuid default null, p_limit integer default 20, p_lease_seconds integer default 120)
returns setof public.mail_outbox
language sql
security definer
set search_path = ''
as $$
  update public.mail_outbox o
  set claimed_until = now() + make_interval(secs => p_lease_seconds), attempts = o.attempts + 1
  where o.id in (
    select c.id from public.mail_outbox c
    where c.sent_at is null
      and (c.claimed_until is null or c.claimed_until < now())
      and (p_id is null and c.next_attempt_at <= now() or c.id = p_id)
    order by c.next_attempt_at
    limit p_limit
    for update skip locked
  )
  returning o.*;
$$;

-- Ends a claimed row: sent (p_error null) stamps the row and its order or lead; failed lets it go
-- again after 10 s, 20 s, 40 s… at most 10 minutes.
create function public.finish_outbox_mail(p_id uuid, p_error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.mail_outbox;
begin
  if p_error is not null then
    update public.mail_outbox
    set claimed_until = null,
        last_error = left(p_error, 500),
        next_attempt_at = now() + least(interval '10 seconds' * power(2, greatest(attempts - 1, 0)), interval '10 minutes')
    where id = p_id and sent_at is null;
    return;
  end if;

  update public.mail_outbox set sent_at = now(), claimed_until = null, last_error = null
  where id = p_id and sent_at is null
  returning * into row;
  if row.id is null then
    return;
  end if;
  case row.kind
    when 'order_confirmation' then update public.orders set confirmation_email_sent_at = now() where id = row.ref_id;
    when 'manifesto' then update public.manifesto_downloads set email_sent_at = now() where id = row.ref_id;
    when 'product_sheet' then update public.product_sheet_requests set email_sent_at = now() where id = row.ref_id;
    when 'press_notification' then update public.press_contacts set notified_at = now() where id = row.ref_id;
    when 'blog_welcome' then update public.blog_subscribers set confirmation_sent_at = now() where id = row.ref_id;
    when 'contact_notification' then update public.contact_messages set notified_at = now() where id = row.ref_id;
    when 'music_download' then update public.music_downloads set email_sent_at = now() where id = row.ref_id;
  end case;
end;
$$;

revoke execute on function public.claim_outbox_mails(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox_mails(uuid, integer, integer) to service_role;
revoke execute on function public.finish_outbox_mail(uuid, text) from public, anon, authenticated;
grant execute on function public.finish_outbox_mail(uuid, text) to service_role;

-- ─── the staff's view ────────────────────────────────────────────────────────────────────

-- Mails still unsent p_minutes after they were promised (admins only).
create function public.admin_unsent_mails(p_minutes integer default 5)
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
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver los emails pendientes.' using errcode = '42501';
  end if;
  return query
    select o.id, o.kind, o.ref_id, o.recipient, o.created_at, o.attempts, o.next_attempt_at, o.last_error
    from public.mail_outbox o
    where o.sent_at is null and o.created_at < now() - make_interval(mins => p_minutes)
    order by o.created_at;
end;
$$;
revoke execute on function public.admin_unsent_mails(integer) from public, anon;
grant execute on function public.admin_unsent_mails(integer) to authenticated, service_role;
