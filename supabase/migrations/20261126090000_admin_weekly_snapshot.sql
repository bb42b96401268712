-- The admin panel archives the current Top 10 as a week's list in one call: the week (Monday to
-- Sunday, ISO week number) is the one containing p_day in the company's time zone, and the songs
-- are a snapshot {title, autor, genre, duration, filename} in position order, so the list survives
-- later edits of the songs and of the Top 10. Security invoker: the weekly lists' policies decide
-- (admins only), and created_by records the admin.

create function public.admin_snapshot_top10_week(p_title text, p_description text default null, p_day date default null)
returns public.top10_weekly_history
language plpgsql
security invoker
set search_path = ''
as $$
declare
  day date := coalesce(p_day, (now() at time zone 'Europe/Madrid')::date);
  monday date := date_trunc('week', day)::date;
  snapshot jsonb;
  created public.top10_weekly_history;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede guardar listas semanales.' using errcode = '42501';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'title', s.title, 'autor', s.autor, 'genre', s.genre, 'duration', s.duration, 'filename', s.filename
         ) order by t.position), '[]'::jsonb)
    into snapshot
    from public.top10_playlist t join public.songs s on s.id = t.song_id;
  if jsonb_array_length(snapshot) = 0 then
    raise exception 'El Top 10 está vacío: añade canciones antes de guardar la semana.' using errcode = '22023';
  end if;
  if exists (select 1 from public.top10_weekly_history where week_start_date = monday) then
    raise exception 'Ya hay una lista guardada para la semana del %.', to_char(monday, 'DD/MM/YYYY') using errcode = '23505';
  end if;

  insert into public.top10_weekly_history (week_number, week_start_date, week_end_date, title, description, songs, created_by)
  values (extract(week from monday)::smallint, monday, monday + 6, btrim(p_title), nullif(btrim(p_description), ''), snapshot, auth.uid())
  returning * into created;
  return created;
end;
$$;
comment on function public.admin_snapshot_top10_week(text, text, date) is
  'Admin panel: archives the current Top 10 as the list of the week (Monday–Sunday, Europe/Madrid) containing p_day (default today). RLS applies (invoker).';
revoke execute on function public.admin_snapshot_top10_week(text, text, date) from public, anon;
grant execute on function public.admin_snapshot_top10_week(text, text, date) to authenticated;
