-- Column privileges where a whole-table grant said too much.
-- (Column grants: a column added later stays out until it is granted.)

-- Leads: visitors (and signed-in customers) insert the form's fields, never handled_at, which only
-- an admin sets from the inbox (a lead inserted "already handled" was hidden from it).
do $$
declare
  lead text;
  fields text;
begin
  foreach lead in array array['manifesto_downloads', 'press_contacts', 'music_downloads', 'blog_subscribers'] loop
    select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into fields
    from information_schema.columns
    where table_schema = 'public' and table_name = lead and column_name <> 'handled_at';
    execute format('revoke insert on table public.%I from anon, authenticated', lead);
    execute format('grant insert (%s) on table public.%I to anon, authenticated', fields, lead);
  end loop;
end;
$$;

-- Ratings: a visitor changes the stars of their rating, never which song it is for (moving ratings
-- onto another song went past the per-song limit) nor whose session it is.
revoke update on table public.song_ratings from anon, authenticated;
grant update (rating, updated_at) on table public.song_ratings to anon, authenticated;

-- Who wrote a post or a list (an admin's user id) is not for visitors.
revoke select on table public.blog_posts from anon;
grant select (id, slug, title, excerpt, featured_image, tags, published, published_at, created_at, updated_at)
  on table public.blog_posts to anon;
revoke select on table public.top10_playlist, public.top10_weekly_history from anon;
grant select (id, song_id, position, created_at) on table public.top10_playlist to anon;
grant select (id, week_number, week_start_date, week_end_date, title, description, songs, created_at, updated_at)
  on table public.top10_weekly_history to anon;
