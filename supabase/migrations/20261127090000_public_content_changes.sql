-- What the public pages show changed: say so, so the prerendered HTML can be made again.
-- Each statement that writes one of these tables sends the table's name on the channel
-- 'public_content_changed' (pg_notify: delivered at commit, one per table and transaction,
-- to whoever listens: the local site's server; in production a Database Webhook on the same tables
-- starts the pages job, README "Fresh pages"). Nobody listening costs nothing.

create function public.notify_public_content_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('public_content_changed', tg_table_name);
  return null;
end;
$$;

revoke all on function public.notify_public_content_changed() from public, anon, authenticated;

do $$
declare
  shown text;
begin
  foreach shown in array array['products', 'product_variants', 'blog_posts', 'press_resources', 'songs', 'top10_playlist', 'top10_weekly_history'] loop
    execute format(
      'create trigger public_content_changed after insert or update or delete or truncate on public.%I
         for each statement execute function public.notify_public_content_changed()',
      shown);
  end loop;
end;
$$;
