-- The admin panel adds one song to the Top 10 and removes one as stored operations of their own (the
-- spec's data layer: "also insert one; delete by song_id"); reordering stays a whole-list save
-- (admin_replace_top10). Positions stay dense (1…n): an added song goes last, a removed song's
-- followers move up one. Security invoker, like admin_replace_top10: the Top 10's policies decide
-- (only admins, and the new row records created_by = auth.uid()). The table is locked for the
-- call so two admins adding at once cannot both take the same last place or an 11th.

create function public.admin_add_top10_song(p_song_id uuid)
returns smallint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_count integer;
  v_position smallint;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede cambiar el Top 10.' using errcode = '42501';
  end if;
  if p_song_id is null then
    raise exception 'Elige una canción para añadir al Top 10.' using errcode = '22023';
  end if;
  lock table public.top10_playlist in share row exclusive mode;
  if exists (select 1 from public.top10_playlist where song_id = p_song_id) then
    raise exception 'Una canción solo puede aparecer una vez en el Top 10.' using errcode = '23505';
  end if;
  select count(*) into v_count from public.top10_playlist;
  if v_count >= 10 then
    raise exception 'El Top 10 admite como máximo 10 canciones.' using errcode = '22023';
  end if;
  v_position := v_count + 1;
  insert into public.top10_playlist (song_id, position, created_by) values (p_song_id, v_position, auth.uid());
  return v_position;
end;
$$;
comment on function public.admin_add_top10_song(uuid) is
  'Admin panel: adds one song at the end of the Top 10 (at most 10), recording the admin as created_by. RLS applies (invoker).';

create function public.admin_remove_top10_song(p_song_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_position smallint;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede cambiar el Top 10.' using errcode = '42501';
  end if;
  lock table public.top10_playlist in share row exclusive mode;
  delete from public.top10_playlist where song_id = p_song_id returning position into v_position;
  if v_position is null then
    raise exception 'Esa canción no está en el Top 10.' using errcode = 'P0002';
  end if;
  -- One statement: the unique position is checked at its end (deferrable), so the shift cannot collide.
  update public.top10_playlist set position = position - 1 where position > v_position;
end;
$$;
comment on function public.admin_remove_top10_song(uuid) is
  'Admin panel: removes one song from the Top 10; the songs after it move up one place (positions stay 1…n). RLS applies (invoker).';

revoke execute on function public.admin_add_top10_song(uuid), public.admin_remove_top10_song(uuid) from public, anon;
grant execute on function public.admin_add_top10_song(uuid), public.admin_remove_top10_song(uuid) to authenticated;
