-- Blog: posts (admins write, everyone reads the published ones) and subscribers (anyone may
-- subscribe; nobody but admins may read the list — the gate asks verify_blog_subscription()).

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  excerpt text check (excerpt is null or char_length(excerpt) <= 1000),
  content text not null default '' check (char_length(content) <= 200000),
  featured_image text check (featured_image is null or char_length(featured_image) <= 2048),
  images text[] not null default '{}' check (cardinality(images) <= 50),
  tags text[] not null default '{}' check (cardinality(tags) <= 30),
  published boolean not null default false,
  published_at timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_posts is 'Blog articles. content is HTML (sanitised by the client before rendering).';
comment on column public.blog_posts.slug is 'URL part of /blog/{slug}: lower-case words joined by hyphens.';
comment on column public.blog_posts.published_at is 'Set to now() when a post is published without a date.';

create index blog_posts_published_at_idx on public.blog_posts (published_at desc) where published;
create index blog_posts_created_by_idx on public.blog_posts (created_by);

create table public.blog_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  confirmation_sent_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.blog_subscribers is
  'Blog subscribers. E-mails are stored trimmed and lower-cased; unique case-insensitively (duplicate → 23505).';
comment on column public.blog_subscribers.confirmation_sent_at is
  'When send-blog-subscription-confirmation mailed this subscriber (it mails each address once).';

create unique index blog_subscribers_email_key on public.blog_subscribers (lower(email));

create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();
create trigger blog_subscribers_set_created_at before insert on public.blog_subscribers
  for each row execute function public.set_created_at();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

revoke all on table public.blog_posts, public.blog_subscribers from anon, authenticated;
grant select on table public.blog_posts to anon;
grant select, insert, update, delete on table public.blog_posts to authenticated;
grant insert on table public.blog_subscribers to anon;
grant select, insert, update, delete on table public.blog_subscribers to authenticated;
grant all on table public.blog_posts, public.blog_subscribers to service_role;

alter table public.blog_posts enable row level security;
alter table public.blog_subscribers enable row level security;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Visitors read published posts"
  on public.blog_posts for select to anon
  using (published);

create policy "Users read published posts; admins read all"
  on public.blog_posts for select to authenticated
  using (published or (select public.is_admin()));

create policy "Admins write posts under their own name"
  on public.blog_posts for insert to authenticated
  with check ((select public.is_admin()) and created_by = (select auth.uid()));

create policy "Admins update posts"
  on public.blog_posts for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete posts"
  on public.blog_posts for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors subscribe"
  on public.blog_subscribers for insert to anon
  with check (confirmation_sent_at is null);

create policy "Users subscribe"
  on public.blog_subscribers for insert to authenticated
  with check (confirmation_sent_at is null);

create policy "Admins read subscribers"
  on public.blog_subscribers for select to authenticated
  using ((select public.is_admin()));

create policy "Admins update subscribers"
  on public.blog_subscribers for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins remove subscribers"
  on public.blog_subscribers for delete to authenticated
  using ((select public.is_admin()));

-- ─── functions ───────────────────────────────────────────────────────────────────────────

create function public.normalize_subscriber_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;
revoke execute on function public.normalize_subscriber_email() from public, anon, authenticated;

create trigger blog_subscribers_normalize_email
  before insert or update of email on public.blog_subscribers
  for each row execute function public.normalize_subscriber_email();

create function public.stamp_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function public.stamp_published_at() from public, anon, authenticated;

create trigger blog_posts_stamp_published_at
  before insert or update on public.blog_posts
  for each row execute function public.stamp_published_at();

-- The post gate: answers only yes or no, so the subscriber list itself stays private.
create function public.verify_blog_subscription(p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.blog_subscribers
    where lower(email) = lower(btrim(coalesce(p_email, '')))
  );
$$;
comment on function public.verify_blog_subscription(text) is
  'True when the e-mail (any case, surrounding spaces ignored) is a blog subscriber. Reveals nothing else.';

revoke execute on function public.verify_blog_subscription(text) from public, anon, authenticated;
grant execute on function public.verify_blog_subscription(text) to anon, authenticated, service_role;
