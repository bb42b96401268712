-- Accounts: profiles, roles and the admin check every other policy relies on.
--
-- Order differs from the usual "functions last" in one place: public.is_admin() must exist
-- before the policies that call it, so it is created right after the tables it reads.

-- ─── helpers shared by every domain ───────────────────────────────────────────────────────

-- Keeps updated_at honest whatever the client sends.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at with the transaction time.';

-- Anonymous forms may send created_at (the music download form does); the server clock wins.
create function public.set_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := now();
  return new;
end;
$$;
comment on function public.set_created_at() is 'Trigger: stamps created_at on insert with the server clock.';

revoke execute on function public.set_updated_at() from public, anon, authenticated;
revoke execute on function public.set_created_at() from public, anon, authenticated;

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  nombre text check (nombre is null or char_length(nombre) <= 100),
  apellidos text check (apellidos is null or char_length(apellidos) <= 150),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is
  'One row per auth user, created by the on_auth_user_created trigger from the sign-up metadata.';

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  role text not null default 'user' check (role in ('user', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_roles is
  'At most one role per user. A missing row means ''user''; only admins (or the service role) grant roles.';

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger user_roles_set_updated_at before update on public.user_roles
  for each row execute function public.set_updated_at();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────
-- Supabase grants ALL on new tables to the API roles; narrow that to what the policies allow.

revoke all on table public.profiles, public.user_roles from anon, authenticated;
grant select, insert, update on table public.profiles to authenticated;
grant select, insert, update, delete on table public.user_roles to authenticated;
grant all on table public.profiles, public.user_roles to service_role;

alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;

-- ─── functions the policies need ─────────────────────────────────────────────────────────

create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = 'admin'
  );
$$;
comment on function public.is_admin() is
  'True when the caller''s JWT belongs to a user with role admin. Definer so policies can read user_roles without recursion.';

revoke execute on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- The trigger normally creates the row; this lets the client's "insert after sign-up" and the
-- profile upsert work for the signed-in user themselves.
create policy "Users create their own profile"
  on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users read their own role"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Admins grant roles"
  on public.user_roles for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins change roles"
  on public.user_roles for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins revoke roles"
  on public.user_roles for delete to authenticated
  using ((select public.is_admin()));

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- Every new auth user gets a profile (from the sign-up metadata nombre/apellidos) and the
-- default role row, so the client's single-row role read finds one.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, nombre, apellidos)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'nombre'), ''), 100),
    left(nullif(btrim(new.raw_user_meta_data ->> 'apellidos'), ''), 150)
  )
  on conflict (user_id) do nothing;

  insert into public.user_roles (user_id, role)
  values (new.id, 'user')
  on conflict (user_id) do nothing;

  return new;
end;
$$;
comment on function public.handle_new_user() is 'Trigger on auth.users: creates the profile and the default role.';

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
