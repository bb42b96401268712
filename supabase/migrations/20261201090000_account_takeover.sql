-- Closing account pre-registration. Anyone may sign up with someone else's address; the hosted auth
-- service keeps the password chosen at that sign-up when the owner later confirms the address, so
-- the first password (the attacker's) would open the owner's account. Confirming an address proves
-- who owns it, not who chose the password: the password set before the confirmation is forgotten,
-- and the site asks the owner to choose one on arrival from the link (/auth, "Elige tu contraseña").

create function private.forget_password_of_unconfirmed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.email_confirmed_at is null and new.email_confirmed_at is not null then
    new.encrypted_password := '';
  end if;
  return new;
end;
$$;
comment on function private.forget_password_of_unconfirmed() is
  'Trigger on auth.users: the password chosen before an address was confirmed is not trusted after it.';
revoke all on function private.forget_password_of_unconfirmed() from public, anon, authenticated;

create trigger forget_password_of_unconfirmed
  before update of email_confirmed_at on auth.users
  for each row execute function private.forget_password_of_unconfirmed();

-- The first admin only, and only an account whose address was confirmed (so nobody can make a
-- pre-registered, unconfirmed account the admin). PT4xx codes become the HTTP status in PostgREST.
create or replace function public.grant_admin_by_email(p_email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid;
  v_confirmed timestamptz;
begin
  select id, email_confirmed_at into v_user_id, v_confirmed
  from auth.users
  where lower(email) = lower(btrim(p_email))
  order by created_at
  limit 1;

  if v_user_id is null then
    return null;
  end if;
  if v_confirmed is null then
    raise exception 'This account has not confirmed its email address. Confirm it from the email, then try again.'
      using errcode = 'PT403';
  end if;
  -- Serialises two bootstraps racing for the first admin.
  lock table public.user_roles in share row exclusive mode;
  if exists (select 1 from public.user_roles where role = 'admin') then
    raise exception 'An admin already exists: the bootstrap is only for the first one.' using errcode = 'PT409';
  end if;

  insert into public.user_roles (user_id, role)
  values (v_user_id, 'admin')
  on conflict (user_id) do update set role = 'admin';

  return v_user_id;
end;
$$;
comment on function public.grant_admin_by_email(text) is
  'Service role only (admin-bootstrap): makes the confirmed account with this e-mail the first admin. Null when no such user.';

revoke execute on function public.grant_admin_by_email(text) from public, anon, authenticated;
grant execute on function public.grant_admin_by_email(text) to service_role;
