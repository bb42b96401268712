/** The panel's press kit editor against the real stack: a file and its row are written together or not at all. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deletePressResource, pressFileKind, savePressResource } from './press-resources.ts';
import type { Backend } from '../client.ts';
import { serviceClient } from '../../../../tools/local-stack/testing.ts';
import { type Actor, signedInActor } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
let admin: Actor;
let user: Actor;

const pdf = () => new File(['%PDF-1.4 prueba'], 'dosier.pdf', { type: 'application/pdf' });
const upload = (file: File) => ({ file, facts: { ...pressFileKind(file), dimensions: null } });
const values = { title: `Dosier ${tag}`, description: null, category: 'Documentos', is_featured: false };
const uploadedFiles = async () => ((await service.storage.from('press-documents').list('panel', { limit: 1000 })).data ?? []).map((file) => `panel/${file.name}`);

beforeAll(async () => {
  admin = await signedInActor('prensa-admin', { admin: true });
  user = await signedInActor('prensa-user');
});

afterAll(async () => {
  await service.from('press_resources').delete().like('title', `%${tag}%`);
});

it('an admin adds a document with its file, replaces the file (the old one goes) and deletes it all', async () => {
  const created = await savePressResource(typed(admin.client), values, upload(pdf()), null);
  expect(created).toMatchObject({ file_type: 'document', file_format: 'PDF', file_size: 15 });
  expect(await uploadedFiles()).toContain(created.file_path);
  const replaced = await savePressResource(typed(admin.client), values, upload(pdf()), created);
  expect(replaced.file_path).not.toBe(created.file_path);
  const files = await uploadedFiles();
  expect(files).toContain(replaced.file_path);
  expect(files).not.toContain(created.file_path);
  await deletePressResource(typed(admin.client), replaced);
  expect(await uploadedFiles()).not.toContain(replaced.file_path);
});

it('a row the database refuses leaves no file behind', async () => {
  const before = await uploadedFiles();
  // A category of spaces passes no form, but here it reaches the database, whose check refuses it.
  await expect(savePressResource(typed(admin.client), { ...values, category: '   ' }, upload(pdf()), null)).rejects.toMatchObject({ code: '23514' });
  expect(await uploadedFiles()).toEqual(before);
});

it('a signed-in user who is not an admin can neither upload nor write a resource', async () => {
  await expect(savePressResource(typed(user.client), values, upload(pdf()), null)).rejects.toBeTruthy();
  const { count } = await service.from('press_resources').select('id', { count: 'exact', head: true }).like('title', `%${tag}%`);
  expect(count).toBe(0);
});
