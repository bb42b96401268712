-- The blog gate is not an address oracle: verify_blog_subscription(p_email) and
-- get_blog_post_body(p_slug, p_email) answer whether an address subscribes, so each call counts
-- against the caller's address like the other visitor paths (20261125160000_rate_limits.sql):
-- 30 gate checks per 10 minutes per address, both functions in one bucket (alternating them
-- gains nothing). Past the limit: SQLSTATE PT429, HTTP 429, and the transaction rolls back, so
-- nothing is stored. The answers themselves are unchanged.
--
-- Both become VOLATILE: counting is a write, and PostgREST runs STABLE functions read-only.
-- get_blog_post_body no longer calls verify_blog_subscription (that would count twice): both
-- read private.is_blog_subscriber.

-- The plain membership check, for the two gate functions only.
create function private.is_blog_subscriber(p_email text)
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
revoke execute on function private.is_blog_subscriber(text) from public, anon, authenticated;

-- One hit of the caller's address in `bucket` (PT429 past `max_hits` per `window_seconds`). Server
-- code (service role) and direct database sessions (no API request) are not limited, as for the
-- visitor inserts.
create function private.limit_visitor_call(bucket text, max_hits integer, window_seconds integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.client_address();
begin
  if address is null or coalesce(auth.role(), '') = 'service_role' then
    return;
  end if;
  perform public.take_rate_limit(bucket, address, max_hits, window_seconds);
end;
$$;
revoke execute on function private.limit_visitor_call(text, integer, integer) from public, anon, authenticated;

create or replace function public.verify_blog_subscription(p_email text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.limit_visitor_call('blog_subscription_check', 30, 600);
  return private.is_blog_subscriber(p_email);
end;
$$;
comment on function public.verify_blog_subscription(text) is
  'True when the e-mail (any case, surrounding spaces ignored) is a blog subscriber. Reveals nothing else. 30 checks per 10 minutes per client address (shared with get_blog_post_body), then 429.';

create or replace function public.get_blog_post_body(p_slug text, p_email text)
returns table (content text, images text[])
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.limit_visitor_call('blog_subscription_check', 30, 600);
  return query
    select p.content, p.images
    from public.blog_posts p
    where p.slug = p_slug
      and p.published
      and private.is_blog_subscriber(p_email);
end;
$$;
comment on function public.get_blog_post_body(text, text) is
  'Content and gallery of a published post, only for a subscribed e-mail; no row otherwise. 30 checks per 10 minutes per client address (shared with verify_blog_subscription), then 429.';
