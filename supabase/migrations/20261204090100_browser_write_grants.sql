-- Write privileges of the browser's roles (anon, authenticated) only where a browser writes.
-- RLS decides which rows; a grant the site never uses is one policy mistake away from a hole (and
-- TRUNCATE, REFERENCES, TRIGGER and MAINTAIN ignore RLS altogether). Who writes each table from
-- the browser, and nothing more, is stated per table in supabase/tests/schema-access.test.ts.

-- Nobody writes these from a browser: admins are made by grant_admin_by_email (definer), sending
-- domains by verify-domain (service role), security events by their logger and kept as evidence.
revoke insert, update, delete on table public.user_roles from anon, authenticated;
revoke insert, update, delete on table public.email_domains from anon, authenticated;
revoke delete on table public.security_events from anon, authenticated;
drop policy "Admins grant roles" on public.user_roles;
drop policy "Admins change roles" on public.user_roles;
drop policy "Admins revoke roles" on public.user_roles;
drop policy "Admins add sending domains" on public.email_domains;
drop policy "Admins update sending domains" on public.email_domains;
drop policy "Admins delete sending domains" on public.email_domains;
drop policy "Admins purge security events" on public.security_events;

-- Leads: the inbox only marks them handled (handled_at); none is edited or deleted by hand.
revoke update, delete on table public.contact_messages, public.product_sheet_requests, public.manifesto_downloads,
  public.press_contacts, public.music_downloads, public.blog_subscribers from anon, authenticated;
grant update (handled_at) on table public.contact_messages, public.product_sheet_requests, public.manifesto_downloads,
  public.press_contacts, public.music_downloads, public.blog_subscribers to authenticated;
drop policy "Admins delete contact messages" on public.contact_messages;
drop policy "Admins delete data-sheet requests" on public.product_sheet_requests;
drop policy "Admins delete manifesto downloads" on public.manifesto_downloads;
drop policy "Admins delete press requests" on public.press_contacts;
drop policy "Admins delete download requests" on public.music_downloads;
drop policy "Admins remove subscribers" on public.blog_subscribers;

-- Ratings: visitors rate and change their stars (20261201090400_column_privileges.sql); nobody
-- deletes one.
revoke delete on table public.song_ratings from anon, authenticated;
drop policy "Admins delete ratings" on public.song_ratings;

-- The hero photo: visitors read it; admins set it (an upsert: insert and update), never delete it.
-- Its migration left the default privileges of new tables in place.
revoke all on table public.site_images from anon, authenticated;
grant select on table public.site_images to anon, authenticated;
grant insert, update on table public.site_images to authenticated;
drop policy "Admins remove site images" on public.site_images;

-- What a visitor's form inserts, column by column (the database fills in the rest): a lead cannot
-- arrive already mailed, notified or dated by its sender.
revoke insert on table public.manifesto_downloads, public.music_downloads, public.press_contacts,
  public.blog_subscribers, public.song_ratings from anon, authenticated;
grant insert (id, nombre, email, empresa, puesto) on table public.manifesto_downloads to anon, authenticated;
grant insert (id, nombre, email, empresa) on table public.music_downloads to anon, authenticated;
grant insert (id, nombre, medio, email, telefono, tipo_solicitud, mensaje) on table public.press_contacts to anon, authenticated;
grant insert (id, email) on table public.blog_subscribers to anon, authenticated;
grant insert (song_id, rating, user_session) on table public.song_ratings to anon, authenticated;
