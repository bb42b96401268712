-- The blog gate, enforced by the database. A post's body (content, images) is for subscribers:
-- visitors and signed-in users (anyone can sign up) may read only the fields of a card — title,
-- excerpt, cover, dates, tags — so no select, filter, order or embedding can reach the body.
-- Subscribers get it from get_blog_post_body(), which checks their e-mail; admins read whole
-- posts, drafts included, through admin_blog_posts().

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

-- Column privileges: a column added later stays private until it is granted here.
revoke select on table public.blog_posts from anon, authenticated;
grant select (id, slug, title, excerpt, featured_image, tags, published, published_at, created_by, created_at, updated_at)
  on table public.blog_posts to anon, authenticated;

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- The unlocked post: its body when the post is published and the e-mail is a subscriber's,
-- otherwise no row (the same answer for an unknown slug and for a non-subscriber).
create function public.get_blog_post_body(p_slug text, p_email text)
returns table (content text, images text[])
language sql
stable
security definer
set search_path = ''
as $$
  select p.content, p.images
  from public.blog_posts p
  where p.slug = p_slug
    and p.published
    and public.verify_blog_subscription(p_email);
$$;
comment on function public.get_blog_post_body(text, text) is
  'Content and gallery of a published post, only for a subscribed e-mail; no row otherwise.';

revoke execute on function public.get_blog_post_body(text, text) from public, anon, authenticated;
grant execute on function public.get_blog_post_body(text, text) to anon, authenticated, service_role;

-- Whole posts (body and drafts included) for the admin panel; filter and order it like a table.
create function public.admin_blog_posts()
returns setof public.blog_posts
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede leer las publicaciones completas' using errcode = '42501';
  end if;
  return query select * from public.blog_posts;
end;
$$;
comment on function public.admin_blog_posts() is
  'Every blog post with its content and images, for admins only (others get 42501).';

revoke execute on function public.admin_blog_posts() from public, anon, authenticated;
grant execute on function public.admin_blog_posts() to authenticated, service_role;
