-- Music section: songs, anonymous ratings, the Top 10, weekly Top 10 history and download requests.
--
-- Ratings belong to an anonymous browser session ('user-session' in localStorage). The client
-- sends that id in the request header `x-user-session` (supabase-js: global.headers, or
-- .setHeader() on one query); PostgREST exposes request headers to SQL as the JSON setting
-- request.headers, read by public.request_user_session(). A session may only read, create and
-- change rows carrying its own id, so one visitor cannot read or overwrite another's ratings.
-- The spec's flow works unchanged: insert; on 23505 update rating by song_id + user_session.

-- ─── tables ──────────────────────────────────────────────────────────────────────────────

create table public.songs (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  autor text not null check (char_length(btrim(autor)) between 1 and 200),
  genre text not null check (char_length(btrim(genre)) between 1 and 60),
  subgenre text check (subgenre is null or char_length(subgenre) <= 60),
  duration text not null check (duration ~ '^[0-9]{1,3}:[0-5][0-9]$'),
  filename text not null unique
    check (char_length(filename) between 1 and 255 and filename !~ '(^/|\.\./|[\\[:cntrl:]])'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.songs is 'AI-created, royalty-free songs. filename is the object path in the public music bucket.';
comment on column public.songs.duration is 'm:ss as shown on the card.';

create table public.song_ratings (
  id uuid primary key default gen_random_uuid(),
  song_id uuid not null references public.songs (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  user_session text not null check (user_session ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint song_ratings_song_id_user_session_key unique (song_id, user_session)
);
comment on table public.song_ratings is
  'One 1–5 rating per song and anonymous session. Readable and writable only by the session that owns it (header x-user-session).';

create index song_ratings_user_session_idx on public.song_ratings (user_session);

create table public.top10_playlist (
  id uuid primary key default gen_random_uuid(),
  song_id uuid not null unique references public.songs (id) on delete cascade,
  position smallint not null check (position between 1 and 10),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Checked at the end of each statement so positions can be shifted in one update.
  constraint top10_playlist_position_key unique (position) deferrable initially immediate
);
comment on table public.top10_playlist is 'The current Top 10: positions 1–10, each song at most once.';

create index top10_playlist_created_by_idx on public.top10_playlist (created_by);

create table public.top10_weekly_history (
  id uuid primary key default gen_random_uuid(),
  week_number smallint not null check (week_number between 1 and 53),
  week_start_date date not null unique,
  week_end_date date not null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text check (description is null or char_length(description) <= 2000),
  songs jsonb not null default '[]'::jsonb check (
    jsonb_typeof(songs) = 'array'
    and jsonb_array_length(songs) <= 10
    and not jsonb_path_exists(songs, '$[*] ? (@.type() != "object" || !(@.title.type() == "string"))')
  ),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint top10_weekly_history_week_range check (week_end_date >= week_start_date)
);
comment on table public.top10_weekly_history is
  'Archived weekly Top 10 lists. songs is a snapshot array of {title, autor, genre, duration, filename}, so it survives song edits.';

create index top10_weekly_history_created_by_idx on public.top10_weekly_history (created_by);

create table public.music_downloads (
  id uuid primary key default gen_random_uuid(),
  nombre text not null check (char_length(btrim(nombre)) between 1 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  empresa text check (empresa is null or char_length(empresa) <= 150),
  email_sent_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.music_downloads is 'Who asked for download links (send-music-download-email mails them).';

create index music_downloads_email_idx on public.music_downloads (lower(email), created_at desc);

create trigger songs_set_updated_at before update on public.songs
  for each row execute function public.set_updated_at();
create trigger song_ratings_set_created_at before insert on public.song_ratings
  for each row execute function public.set_created_at();
create trigger song_ratings_set_updated_at before insert or update on public.song_ratings
  for each row execute function public.set_updated_at();
create trigger top10_weekly_history_set_updated_at before update on public.top10_weekly_history
  for each row execute function public.set_updated_at();
create trigger music_downloads_set_created_at before insert on public.music_downloads
  for each row execute function public.set_created_at();

-- ─── grants ──────────────────────────────────────────────────────────────────────────────

revoke all on table public.songs, public.song_ratings, public.top10_playlist,
  public.top10_weekly_history, public.music_downloads from anon, authenticated;
grant select on table public.songs, public.top10_playlist, public.top10_weekly_history to anon;
grant select, insert, update, delete on table public.songs, public.top10_playlist,
  public.top10_weekly_history to authenticated;
grant select, insert, update on table public.song_ratings to anon;
grant select, insert, update, delete on table public.song_ratings to authenticated;
grant insert on table public.music_downloads to anon;
grant select, insert, update, delete on table public.music_downloads to authenticated;
grant all on table public.songs, public.song_ratings, public.top10_playlist,
  public.top10_weekly_history, public.music_downloads to service_role;

alter table public.songs enable row level security;
alter table public.song_ratings enable row level security;
alter table public.top10_playlist enable row level security;
alter table public.top10_weekly_history enable row level security;
alter table public.music_downloads enable row level security;

-- ─── functions the policies need ─────────────────────────────────────────────────────────

create function public.request_user_session()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(
    (nullif(current_setting('request.headers', true), '')::json ->> 'x-user-session'),
    ''
  );
$$;
comment on function public.request_user_session() is
  'The anonymous music session id sent by the client in the x-user-session request header (null when absent).';

revoke execute on function public.request_user_session() from public, anon, authenticated;
grant execute on function public.request_user_session() to anon, authenticated, service_role;

-- ─── policies ────────────────────────────────────────────────────────────────────────────

create policy "Visitors read songs"
  on public.songs for select to anon
  using (true);

create policy "Users read songs"
  on public.songs for select to authenticated
  using (true);

create policy "Admins add songs"
  on public.songs for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update songs"
  on public.songs for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete songs"
  on public.songs for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors read their session's ratings"
  on public.song_ratings for select to anon
  using (user_session = (select public.request_user_session()));

create policy "Users read their session's ratings; admins read all"
  on public.song_ratings for select to authenticated
  using (user_session = (select public.request_user_session()) or (select public.is_admin()));

create policy "Visitors rate as their own session"
  on public.song_ratings for insert to anon
  with check (user_session = (select public.request_user_session()));

create policy "Users rate as their own session"
  on public.song_ratings for insert to authenticated
  with check (user_session = (select public.request_user_session()));

create policy "Visitors change their session's ratings"
  on public.song_ratings for update to anon
  using (user_session = (select public.request_user_session()))
  with check (user_session = (select public.request_user_session()));

create policy "Users change their session's ratings"
  on public.song_ratings for update to authenticated
  using (user_session = (select public.request_user_session()))
  with check (user_session = (select public.request_user_session()));

create policy "Admins delete ratings"
  on public.song_ratings for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors read the Top 10"
  on public.top10_playlist for select to anon
  using (true);

create policy "Users read the Top 10"
  on public.top10_playlist for select to authenticated
  using (true);

create policy "Admins add to the Top 10 under their own name"
  on public.top10_playlist for insert to authenticated
  with check ((select public.is_admin()) and created_by = (select auth.uid()));

create policy "Admins reorder the Top 10"
  on public.top10_playlist for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins remove from the Top 10"
  on public.top10_playlist for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors read weekly lists"
  on public.top10_weekly_history for select to anon
  using (true);

create policy "Users read weekly lists"
  on public.top10_weekly_history for select to authenticated
  using (true);

create policy "Admins archive weekly lists under their own name"
  on public.top10_weekly_history for insert to authenticated
  with check ((select public.is_admin()) and created_by = (select auth.uid()));

create policy "Admins update weekly lists"
  on public.top10_weekly_history for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete weekly lists"
  on public.top10_weekly_history for delete to authenticated
  using ((select public.is_admin()));

create policy "Visitors request download links"
  on public.music_downloads for insert to anon
  with check (email_sent_at is null);

create policy "Users request download links"
  on public.music_downloads for insert to authenticated
  with check (email_sent_at is null);

create policy "Admins read download requests"
  on public.music_downloads for select to authenticated
  using ((select public.is_admin()));

create policy "Admins update download requests"
  on public.music_downloads for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete download requests"
  on public.music_downloads for delete to authenticated
  using ((select public.is_admin()));

-- ─── functions ───────────────────────────────────────────────────────────────────────────

-- Public aggregate over every session's ratings. Definer because callers may only see their own
-- rating rows; it returns per-song figures and nothing that identifies a session.
create function public.song_rating_summary()
returns table (song_id uuid, average_rating numeric, total_ratings integer)
language sql
stable
security definer
set search_path = ''
as $$
  select r.song_id, round(avg(r.rating), 2) as average_rating, count(*)::integer as total_ratings
  from public.song_ratings r
  group by r.song_id;
$$;
comment on function public.song_rating_summary() is 'Average and count of ratings per song (backs the view song_ratings_aggregated).';

revoke execute on function public.song_rating_summary() from public, anon, authenticated;
grant execute on function public.song_rating_summary() to anon, authenticated, service_role;

create view public.song_ratings_aggregated
with (security_invoker = true)
as
select s.song_id, s.average_rating, s.total_ratings
from public.song_rating_summary() as s;
comment on view public.song_ratings_aggregated is 'song_id, average_rating (2 decimals), total_ratings for every rated song.';

revoke all on table public.song_ratings_aggregated from anon, authenticated;
grant select on table public.song_ratings_aggregated to anon, authenticated, service_role;
