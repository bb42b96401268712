import * as z from 'zod';
import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';

export type AdminWeeklyList = Tables<'top10_weekly_history'>;

export const weeklyListFormSchema = z.object({
  title: z.string().trim().min(1, 'Introduce el título').max(200, 'El título no puede superar 200 caracteres'),
  description: z
    .string()
    .trim()
    .max(2000, 'La descripción no puede superar 2000 caracteres')
    .transform((value) => value || null),
});
export type WeeklyListFormInput = z.input<typeof weeklyListFormSchema>;
export type WeeklyListFormValues = z.output<typeof weeklyListFormSchema>;

/** Every archived week, newest first. */
export async function getAdminWeeklyLists(client: Backend): Promise<AdminWeeklyList[]> {
  const { data, error } = await client.from('top10_weekly_history').select('*').order('week_start_date', { ascending: false });
  if (error) throw error;
  return data;
}

/**
 * Archives the current Top 10 as the list of the week containing `day` (YYYY-MM-DD; today when
 * left out), in one database call that computes the week number and its Monday and Sunday.
 */
export async function snapshotTop10Week(client: Backend, values: WeeklyListFormValues, day?: string): Promise<AdminWeeklyList> {
  const { data, error } = await client.rpc('admin_snapshot_top10_week', { p_title: values.title, p_description: values.description ?? undefined, p_day: day });
  if (error) throw error;
  return data;
}

export async function updateWeeklyList(client: Backend, id: string, values: WeeklyListFormValues): Promise<void> {
  const { data, error } = await client.from('top10_weekly_history').update(values).eq('id', id).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('La lista no existe o no se puede modificar.');
}

export async function deleteWeeklyList(client: Backend, id: string): Promise<void> {
  const { data, error } = await client.from('top10_weekly_history').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('La lista no existe o no se puede eliminar.');
}
