-- Marketing leads: contact and demo requests, manifesto downloads and product data-sheet requests.
-- Every lead is stored before any e-mail is sent, so none exists only in a mailbox. Visitors may
-- add manifesto downloads directly (the spec's client inserts them); contact messages and sheet
-- requests arrive only through their functions (service role), which validate them first.
-- Nobody but admins reads leads back.

-- ─── trigger functions (used by the tables below) ──────────────────────────────────────

-- Optional text fields arrive as '' from forms; store them as null.
create function public.normalize_manifesto_download()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := btrim(new.email);
  new.empresa := nullif(btrim(new.empresa), '');
  new.puesto := nullif(btrim(new.puesto), '');
  return new;
end;
$$;
revoke execute on function public.normalize_manifesto_download() from public, anon, authenticated;

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  nombre text not null check (char_length(btrim(nombre)) between 2 and 100),
  empresa text not null check (char_length(btrim(empresa)) between 2 and 150),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  telefono text not null check (char_length(btrim(telefono)) between 9 and 30),
  puesto text not null check (char_length(btrim(puesto)) between 1 and 100),
  mensaje text not null check (char_length(btrim(mensaje)) between 10 and 5000),
  source text not null default 'contacto' check (source ~ '^[a-z0-9_-]{1,40}$'),
  notified_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is
  'Every contact and demo request (contact page, demo modal, consultation dialogs). Written by send-contact-notification.';
comment on column public.contact_messages.source is 'Which form sent it, e.g. contacto, demo, consulta, gira-solidaria.';
comment on column public.contact_messages.notified_at is 'When the company inbox was notified; null if the e-mail failed.';

create table public.manifesto_downloads (
  id uuid primary key default gen_random_uuid(),
  nombre text not null check (char_length(btrim(nombre)) between 2 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  empresa text check (empresa is null or char_length(empresa) <= 150),
  puesto text check (puesto is null or char_length(puesto) <= 100),
  email_sent_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.manifesto_downloads is 'Manifesto download requests (the form''s phone number is not stored).';
comment on column public.manifesto_downloads.email_sent_at is 'When send-manifesto-email mailed the manifesto.';

create table public.product_sheet_requests (
  id uuid primary key default gen_random_uuid(),
  nombre text not null check (char_length(btrim(nombre)) between 2 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  telefono text not null check (char_length(btrim(telefono)) between 9 and 30),
  empresa text check (empresa is null or char_length(empresa) <= 150),
  puesto text not null check (char_length(btrim(puesto)) between 1 and 100),
  tamano_equipo text not null check (tamano_equipo in (
    '1-10 empleados', '11-50 empleados', '51-100 empleados', '101-500 empleados', 'Más de 500 empleados'
  )),
  necesidades_especificas text check (necesidades_especificas is null or char_length(necesidades_especificas) <= 5000),
  formato_producto text not null check (formato_producto in ('demoday', 'experience', 'suscripcion', 'torneos')),
  email_sent_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.product_sheet_requests is
  'Data-sheet requests from the /soluciones tabs. Written by insert-product-sheet-request.';
comment on column public.product_sheet_requests.formato_producto is 'The /soluciones tab: demoday, experience, suscripcion or torneos.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index manifesto_downloads_email_idx on public.manifesto_downloads (lower(email), created_at desc);
create index product_sheet_requests_email_idx on public.product_sheet_requests (lower(email), created_at desc);

create trigger manifesto_downloads_set_created_at before insert on public.manifesto_downloads
  for each row execute function public.set_created_at();
create trigger manifesto_downloads_normalize before insert on public.manifesto_downloads
  for each row execute function public.normalize_manifesto_download();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

revoke all on table public.contact_messages, public.manifesto_downloads, public.product_sheet_requests
  from anon, authenticated;
grant insert on table public.manifesto_downloads to anon;
grant select, insert, update, delete on table public.manifesto_downloads to authenticated;
grant select, update, delete on table public.contact_messages, public.product_sheet_requests to authenticated;
grant all on table public.contact_messages, public.manifesto_downloads, public.product_sheet_requests
  to service_role;

alter table public.contact_messages enable row level security;
alter table public.manifesto_downloads enable row level security;
alter table public.product_sheet_requests enable row level security;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Admins read contact messages"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));

create policy "Admins update contact messages"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete contact messages"
  on public.contact_messages for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors request the manifesto"
  on public.manifesto_downloads for insert to anon
  with check (email_sent_at is null);

create policy "Users request the manifesto"
  on public.manifesto_downloads for insert to authenticated
  with check (email_sent_at is null);

create policy "Admins read manifesto downloads"
  on public.manifesto_downloads for select to authenticated
  using ((select public.is_admin()));

create policy "Admins update manifesto downloads"
  on public.manifesto_downloads for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete manifesto downloads"
  on public.manifesto_downloads for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins read data-sheet requests"
  on public.product_sheet_requests for select to authenticated
  using ((select public.is_admin()));

create policy "Admins update data-sheet requests"
  on public.product_sheet_requests for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete data-sheet requests"
  on public.product_sheet_requests for delete to authenticated
  using ((select public.is_admin()));
