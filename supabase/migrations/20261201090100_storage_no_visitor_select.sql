-- Visitors read site media through the public URLs (/storage/v1/object/public/…), which need no
-- policy. The SELECT policies for anon and every signed-in user let them list every bucket (the
-- data sheets and the manifesto behind the lead forms included) and sign URLs for any object, for
-- any duration: only admins read the objects' rows now (the admin panel lists, replaces, deletes).

drop policy "Visitors read site media" on storage.objects;
drop policy "Users read site media" on storage.objects;

create policy "Admins read site media"
  on storage.objects for select to authenticated
  using (
    bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music')
    and (select public.is_admin())
  );
