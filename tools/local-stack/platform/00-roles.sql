-- What every hosted Supabase project has before the first migration: the API roles, the
-- `extensions` schema and Supabase's default privileges on `public`.
-- Mirrors supabase/postgres migrations/db/init-scripts/00000000000000-initial-schema.sql.
-- Applied at every start of the local stack, so every statement is idempotent.
-- Local-only: never shipped to production (the hosted platform already has all of this).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST connects as authenticator and switches to the role named in the JWT.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin login superuser createdb createrole replication bypassrls;
  end if;
  -- Service owners that Supabase migrations sometimes grant to (e.g. auth hooks).
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'dashboard_user') then
    create role dashboard_user nologin createrole createdb replication;
  end if;
end
$$;

-- Keep service_role able to bypass RLS even if the role pre-existed without it.
alter role service_role bypassrls;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant supabase_auth_admin, supabase_storage_admin to postgres;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- Extensions live in their own schema, as on Supabase; it is on everybody's search_path so
-- unqualified crypt()/gen_salt()/uuid_generate_v4() work in migrations and seeds.
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
alter database postgres set search_path to "$user", public, extensions;

-- The schema graphql_public is exposed by the Supabase CLI's PostgREST; it exists (empty) here so
-- the same db-schemas setting works.
create schema if not exists graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;

-- Supabase's privileges on public: the API roles may use everything created there, so row-level
-- security is what protects the data (migrations written for Supabase only add policies).
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to anon, authenticated, service_role;

-- Same for what migrations create in extensions (Supabase grants it too).
alter default privileges for role postgres in schema extensions grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on sequences to postgres, anon, authenticated, service_role;

-- The CLI tracks applied migrations here; created up front so tools can read it.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
