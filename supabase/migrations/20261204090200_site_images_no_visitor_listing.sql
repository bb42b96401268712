-- The hero photo's bucket came with the visitor SELECT policies the other buckets lost in
-- 20261201090100_storage_no_visitor_select.sql (merged the same day): anon and every signed-in
-- user could list it and sign URLs for any of its objects. Its public URLs need no policy; only
-- admins read its objects' rows, as for the other buckets.
drop policy "Visitors read site images files" on storage.objects;
drop policy "Users read site images files" on storage.objects;

create policy "Admins read site images files"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-images' and (select public.is_admin()));
