-- Press room: journalists' requests (anyone sends, admins read) and the resource kit
-- (everyone reads, admins manage). Files live in the press-images / press-videos /
-- press-documents buckets; file_path is the object path inside the bucket for its file_type.

-- ─── trigger functions (used by the tables below) ──────────────────────────────────────

-- The form's optional phone arrives as '' when left empty; store that as "no phone".
create function public.normalize_press_contact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.telefono := nullif(btrim(new.telefono), '');
  new.email := btrim(new.email);
  return new;
end;
$$;
revoke execute on function public.normalize_press_contact() from public, anon, authenticated;

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.press_contacts (
  id uuid primary key default gen_random_uuid(),
  nombre text not null check (char_length(btrim(nombre)) between 1 and 100),
  medio text not null check (char_length(btrim(medio)) between 1 and 150),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  telefono text check (telefono is null or telefono ~ '^[0-9+() .-]{6,30}$'),
  tipo_solicitud text not null
    check (tipo_solicitud in ('entrevista', 'informacion', 'recursos', 'evento', 'otro')),
  mensaje text not null check (char_length(btrim(mensaje)) between 1 and 5000),
  notified_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.press_contacts is 'Requests from journalists sent from the press room form.';
comment on column public.press_contacts.notified_at is 'When send-press-contact-notification told the press inbox.';

create index press_contacts_email_idx on public.press_contacts (lower(email), created_at desc);

create table public.press_resources (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text check (description is null or char_length(description) <= 2000),
  category text not null check (char_length(btrim(category)) between 1 and 100),
  file_type text not null check (file_type in ('image', 'video', 'audio', 'document')),
  file_path text not null unique
    check (char_length(file_path) between 1 and 512 and file_path !~ '(^/|\.\./|[\\])'),
  file_format text check (file_format is null or file_format ~ '^[A-Za-z0-9]{1,10}$'),
  file_size bigint check (file_size is null or file_size >= 0),
  dimensions text check (dimensions is null or char_length(dimensions) <= 50),
  is_featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.press_resources is
  'Press kit. file_path is inside press-images (image), press-videos (video) or press-documents (audio, document).';
comment on column public.press_resources.file_size is 'Bytes.';

create index press_resources_created_at_idx on public.press_resources (created_at desc);

create trigger press_contacts_set_created_at before insert on public.press_contacts
  for each row execute function public.set_created_at();
create trigger press_contacts_normalize before insert on public.press_contacts
  for each row execute function public.normalize_press_contact();
create trigger press_resources_set_updated_at before update on public.press_resources
  for each row execute function public.set_updated_at();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

revoke all on table public.press_contacts, public.press_resources from anon, authenticated;
grant insert on table public.press_contacts to anon;
grant select, insert, update, delete on table public.press_contacts to authenticated;
grant select on table public.press_resources to anon;
grant select, insert, update, delete on table public.press_resources to authenticated;
grant all on table public.press_contacts, public.press_resources to service_role;

alter table public.press_contacts enable row level security;
alter table public.press_resources enable row level security;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Visitors send press requests"
  on public.press_contacts for insert to anon
  with check (notified_at is null);

create policy "Users send press requests"
  on public.press_contacts for insert to authenticated
  with check (notified_at is null);

create policy "Admins read press requests"
  on public.press_contacts for select to authenticated
  using ((select public.is_admin()));

create policy "Admins update press requests"
  on public.press_contacts for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete press requests"
  on public.press_contacts for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors read the press kit"
  on public.press_resources for select to anon
  using (true);

create policy "Users read the press kit"
  on public.press_resources for select to authenticated
  using (true);

create policy "Admins add press resources"
  on public.press_resources for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update press resources"
  on public.press_resources for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete press resources"
  on public.press_resources for delete to authenticated
  using ((select public.is_admin()));
