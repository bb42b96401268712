-- The admin panel saves the Top 10 as one replace: the old list goes and the new one is written in
-- the same call, so a refused song (unknown id, a duplicate, an 11th) never leaves the player with a
-- half-written list. Security invoker: the Top 10's policies decide, exactly as for direct writes
-- (only admins, and every row records created_by = auth.uid()).

create function public.admin_replace_top10(p_song_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede cambiar el Top 10.' using errcode = '42501';
  end if;
  if p_song_ids is null or array_position(p_song_ids, null) is not null then
    raise exception 'La lista del Top 10 no puede contener canciones vacías.' using errcode = '22023';
  end if;
  if cardinality(p_song_ids) > 10 then
    raise exception 'El Top 10 admite como máximo 10 canciones.' using errcode = '22023';
  end if;
  if cardinality(p_song_ids) <> (select count(distinct id) from unnest(p_song_ids) id) then
    raise exception 'Una canción solo puede aparecer una vez en el Top 10.' using errcode = '23505';
  end if;

  delete from public.top10_playlist where true;
  insert into public.top10_playlist (song_id, position, created_by)
  select song.id, song.position, auth.uid()
  from unnest(p_song_ids) with ordinality as song (id, position);
end;
$$;
comment on function public.admin_replace_top10(uuid[]) is
  'Admin panel: replaces the Top 10 with these songs in this order (positions 1…n), all or nothing. RLS applies (invoker).';
revoke execute on function public.admin_replace_top10(uuid[]) from public, anon;
grant execute on function public.admin_replace_top10(uuid[]) to authenticated;
