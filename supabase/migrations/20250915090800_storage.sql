-- Storage buckets for site media and who may change their files.
-- All six buckets are public: files are read through /storage/v1/object/public/<bucket>/<path>
-- without a token. Only admins upload, replace or delete.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('press-images', 'press-images', true, 20971520,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']),
  ('press-videos', 'press-videos', true, 52428800,
    array['video/mp4', 'video/webm', 'video/quicktime']),
  ('press-documents', 'press-documents', true, 52428800,
    array['application/pdf', 'application/zip', 'text/plain', 'audio/mpeg', 'audio/wav', 'audio/x-wav',
          'audio/ogg', 'audio/mp4',
          'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('product-images', 'product-images', true, 10485760,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']),
  ('blog-images', 'blog-images', true, 10485760,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']),
  ('music', 'music', true, 52428800,
    array['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/mp4', 'audio/flac'])
on conflict (id) do nothing;

create policy "Visitors read site media"
  on storage.objects for select to anon
  using (bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music'));

create policy "Users read site media"
  on storage.objects for select to authenticated
  using (bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music'));

create policy "Admins upload site media"
  on storage.objects for insert to authenticated
  with check (
    bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music')
    and (select public.is_admin())
  );

create policy "Admins replace site media"
  on storage.objects for update to authenticated
  using (
    bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music')
    and (select public.is_admin())
  )
  with check (
    bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music')
    and (select public.is_admin())
  );

create policy "Admins delete site media"
  on storage.objects for delete to authenticated
  using (
    bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music')
    and (select public.is_admin())
  );
