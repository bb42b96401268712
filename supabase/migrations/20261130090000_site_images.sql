-- Pictures of the site that the admins replace (the home page's hero photograph): one row per slot,
-- its file in the public bucket 'site-images' with WebP renditions beside it (480, 960 and 1600 px
-- wide, made in the admin's browser) and a JPEG fallback, whose URL the row keeps. The public pages
-- read it; a write announces itself on 'public_content_changed' so the prerendered home page is
-- made again (README "Fresh pages").

create table public.site_images (
  slot text primary key check (slot in ('home-hero')),
  image_url text not null check (image_url ~ '^https?://'),
  width integer not null check (width between 1 and 10000),
  height integer not null check (height between 1 and 10000),
  alt text not null check (char_length(btrim(alt)) between 3 and 200),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);

comment on table public.site_images is 'Replaceable pictures of the public pages, one per slot (home-hero: the home page''s hero photograph).';
comment on column public.site_images.image_url is 'Public URL of the JPEG fallback (<base>-<width>w.jpg); the WebP renditions sit beside it.';
comment on column public.site_images.width is 'Intrinsic width of the picture, for the width/height attributes (no layout shift).';

grant select on public.site_images to anon, authenticated;
grant insert, update, delete on public.site_images to authenticated;

alter table public.site_images enable row level security;

create policy "Visitors read site images" on public.site_images for select to anon using (true);
create policy "Users read site images" on public.site_images for select to authenticated using (true);
create policy "Admins add site images" on public.site_images for insert to authenticated with check ((select public.is_admin()));
create policy "Admins replace site images" on public.site_images for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove site images" on public.site_images for delete to authenticated using ((select public.is_admin()));

create trigger public_content_changed after insert or update or delete or truncate on public.site_images
  for each statement execute function public.notify_public_content_changed();

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-images', 'site-images', true, 10485760, array['image/jpeg', 'image/webp'])
on conflict (id) do nothing;

create policy "Visitors read site images files" on storage.objects for select to anon using (bucket_id = 'site-images');
create policy "Users read site images files" on storage.objects for select to authenticated using (bucket_id = 'site-images');
create policy "Admins upload site images files" on storage.objects for insert to authenticated
  with check (bucket_id = 'site-images' and (select public.is_admin()));
create policy "Admins delete site images files" on storage.objects for delete to authenticated
  using (bucket_id = 'site-images' and (select public.is_admin()));
