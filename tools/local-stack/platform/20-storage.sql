-- The `storage` schema as a hosted Supabase project has it before any migration: buckets, objects
-- (row-level security on, no policies: migrations add them), the helper functions policies use
-- (storage.foldername/filename/extension), storage.search for listings, and Supabase's grants.
-- Shape follows supabase/storage's tenant migrations (objects with path_tokens, version, owner_id,
-- user_metadata; buckets with public, file_size_limit, allowed_mime_types, type).
-- Applied after 00-roles.sql and 10-auth.sql at every start of the local stack: idempotent.
-- Local-only: never shipped to production (the hosted platform already has all of this).

create schema if not exists storage;
alter schema storage owner to supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin with grant option;

-- Whatever the storage admin or postgres creates here later is usable by the API roles too.
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema storage
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema storage
  grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema storage
  grant all on sequences to anon, authenticated, service_role;

do $$
begin
  if not exists (
    select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'storage' and t.typname = 'buckettype'
  ) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);

-- Hosted projects have RLS on both tables and no policy: nothing is readable or writable through
-- the API (except by service_role, which bypasses RLS) until a migration says so.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to supabase_storage_admin with grant option;

-- Policies use these to match on folders: (storage.foldername(name))[1] = auth.uid()::text.
create or replace function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $function$
declare
  _parts text[];
begin
  _parts := string_to_array(name, '/');
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text)
returns text
language plpgsql
immutable
as $function$
declare
  _parts text[];
begin
  _parts := string_to_array(name, '/');
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text)
returns text
language plpgsql
immutable
as $function$
declare
  _parts text[];
  _filename text;
begin
  _parts := string_to_array(name, '/');
  _filename := _parts[array_length(_parts, 1)];
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- Keeps updated_at right for any UPDATE, whoever issues it (API, migration, seed).
create or replace function storage.update_updated_at_column()
returns trigger
language plpgsql
as $function$
begin
  new.updated_at = now();
  return new;
end
$function$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Total size of a bucket (Supabase exposes it for dashboards and quotas).
create or replace function storage.get_size_by_bucket()
returns table (size bigint, bucket_id text)
language plpgsql
stable
as $function$
begin
  return query
    select sum((o.metadata ->> 'size')::bigint)::bigint as size, o.bucket_id
    from storage.objects o
    group by o.bucket_id;
end
$function$;

-- One level of a "folder" listing, the contract of POST /object/list/{bucket}: the sub-folders of
-- `prefix` (id and metadata null) followed by the files directly in it. Runs with the caller's
-- rights (security invoker), so the objects RLS policies decide what is listed.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql
stable
as $function$
declare
  _column text := case lower(sortcolumn)
    when 'updated_at' then 'updated_at'
    when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at'
    else 'name'
  end;
  _order text := case lower(sortorder) when 'desc' then 'desc' else 'asc' end;
  _pattern text;
begin
  -- LIKE wildcards in the user's prefix or search text are matched literally.
  _pattern := replace(replace(replace(coalesce(prefix, '') || coalesce(search, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query execute format(
    $q$
      with matching as (
        select o.path_tokens, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
        from storage.objects o
        where o.bucket_id = $1 and o.name ilike $2
      ),
      folders as (
        select distinct m.path_tokens[$3] as name
        from matching m
        where array_length(m.path_tokens, 1) > $3
      ),
      files as (
        select m.path_tokens[$3] as name, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata
        from matching m
        where array_length(m.path_tokens, 1) = $3
      )
      (select f.name, null::uuid, null::timestamptz, null::timestamptz, null::timestamptz, null::jsonb
         from folders f order by f.name %2$s)
      union all
      (select * from files order by %1$I %2$s, name %2$s)
      limit $4 offset $5
    $q$,
    _column, _order
  ) using bucketname, _pattern, levels, limits, offsets;
end
$function$;

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.get_size_by_bucket() owner to supabase_storage_admin;
alter function storage.search(text, text, int, int, int, text, text, text) owner to supabase_storage_admin;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;
