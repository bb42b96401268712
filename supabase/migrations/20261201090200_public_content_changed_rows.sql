-- 'public_content_changed' only when rows changed. The statement-level triggers of
-- 20261127090000_public_content_changes.sql also fired for an UPDATE or DELETE that row-level security
-- filtered down to zero rows, so any signed-in account (sign-up is open) could keep the pages job
-- prerendering without end. Each trigger now sees the rows its statement changed (a transition
-- table; PostgreSQL allows one per event, hence three triggers) and stays silent when there are none.

create or replace function public.notify_public_content_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- TRUNCATE has no transition table (and only the service role may truncate).
  if tg_op <> 'TRUNCATE' then
    if not exists (select 1 from changed_rows) then
      return null;
    end if;
  end if;
  perform pg_notify('public_content_changed', tg_table_name);
  return null;
end;
$$;

revoke all on function public.notify_public_content_changed() from public, anon, authenticated;

do $$
declare
  shown text;
begin
  foreach shown in array array['products', 'product_variants', 'blog_posts', 'press_resources', 'songs', 'top10_playlist', 'top10_weekly_history', 'site_images'] loop
    execute format('drop trigger public_content_changed on public.%I', shown);
    execute format(
      'create trigger public_content_inserted after insert on public.%I
         referencing new table as changed_rows
         for each statement execute function public.notify_public_content_changed()', shown);
    execute format(
      'create trigger public_content_updated after update on public.%I
         referencing new table as changed_rows
         for each statement execute function public.notify_public_content_changed()', shown);
    execute format(
      'create trigger public_content_deleted after delete on public.%I
         referencing old table as changed_rows
         for each statement execute function public.notify_public_content_changed()', shown);
    execute format(
      'create trigger public_content_truncated after truncate on public.%I
         for each statement execute function public.notify_public_content_changed()', shown);
  end loop;
end;
$$;
