import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase } from '@pitwall/backend';
import {
  deleteWeeklyList,
  getAdminWeeklyLists,
  snapshotTop10Week,
  updateWeeklyList,
  weeklyListFormSchema,
  type AdminWeeklyList,
  type WeeklyListFormInput,
  type WeeklyListFormValues,
} from '@pitwall/backend/admin';
import { Button, ErrorState, formatLongDate, LoadingState, toast, useAsyncResource } from '@pitwall/ui';
import { Field, FormStack, Input, Textarea } from '@pitwall/ui/form';
import { Camera, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Actions, Card } from '../../ui/Card.tsx';
import { ConfirmDelete } from '../../ui/EditorParts.tsx';
import { Empty } from '../../ui/ListControls.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
`;

const Weeks = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  list-style: none;
  padding: 0;
`;

const Week = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  h3 { font-size: ${({ theme }) => theme.fontSizes.large}; }
  .dates { color: ${({ theme }) => theme.colors.inkSoft}; }
  ol { padding-left: 1.5em; }
`;

/** 'Semana 48 · del 23 al 29 de noviembre de 2026' (dates are calendar days: read at noon, any time zone). */
const weekLabel = (list: Pick<AdminWeeklyList, 'week_number' | 'week_start_date' | 'week_end_date'>) =>
  `Semana ${list.week_number} · del ${formatLongDate(`${list.week_start_date}T12:00:00`)} al ${formatLongDate(`${list.week_end_date}T12:00:00`)}`;

interface SnapshotSong {
  title: string;
  autor?: string;
}

/** Title and description of a list: for a new snapshot, or to edit one. */
function ListFields({ form }: { form: ReturnType<typeof useForm<WeeklyListFormInput, unknown, WeeklyListFormValues>> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <Field label="Título" error={errors.title?.message}>
        {(ids) => <Input {...ids} autoComplete="off" {...register('title')} />}
      </Field>
      <Field label="Descripción (opcional)" error={errors.description?.message}>
        {(ids) => <Textarea {...ids} rows={2} {...register('description')} />}
      </Field>
    </>
  );
}

/** Archives the current Top 10 as this week's list (the database computes the week). */
function SnapshotForm({ onSaved }: { onSaved: () => void }) {
  const form = useForm<WeeklyListFormInput, unknown, WeeklyListFormValues>({ resolver: zodResolver(weeklyListFormSchema), defaultValues: { title: '', description: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await snapshotTop10Week(getSupabase(), values);
      toast.success('Lista semanal guardada', { description: weekLabel(created) });
      form.reset();
      onSaved();
    } catch (error) {
      const message = (error as { message?: string }).message;
      const known = (error as { code?: string }).code;
      toast.error('Error al guardar la lista semanal', {
        description: known === '23505' || known === '22023' ? message : 'Comprueba tu conexión e inténtalo de nuevo.',
      });
    }
  });
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Guardar la semana">
      <ListFields form={form} />
      <Actions>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Camera size={18} aria-hidden="true" />
          {form.formState.isSubmitting ? 'Guardando…' : 'Guardar el Top 10 de esta semana'}
        </Button>
      </Actions>
    </FormStack>
  );
}

function WeekItem({ list, onChanged }: { list: AdminWeeklyList; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<WeeklyListFormInput, unknown, WeeklyListFormValues>({
    resolver: zodResolver(weeklyListFormSchema),
    defaultValues: { title: list.title, description: list.description ?? '' },
  });
  const songs = (Array.isArray(list.songs) ? list.songs : []) as unknown as SnapshotSong[];
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateWeeklyList(getSupabase(), list.id, values);
      toast.success('Lista semanal actualizada', { description: values.title });
      setEditing(false);
      onChanged();
    } catch {
      toast.error('Error al actualizar la lista semanal', { description: 'Comprueba tu conexión e inténtalo de nuevo.' });
    }
  });
  return (
    <Week aria-label={list.title}>
      <h3>{list.title}</h3>
      <p className="dates">{weekLabel(list)}</p>
      {list.description && <p>{list.description}</p>}
      <ol aria-label={`Canciones de ${list.title}`}>
        {songs.map((song, index) => (
          <li key={`${index}-${song.title}`}>
            {song.title}
            {song.autor && ` — ${song.autor}`}
          </li>
        ))}
      </ol>
      {editing ? (
        <FormStack onSubmit={onSubmit} noValidate aria-label={`Editar ${list.title}`}>
          <ListFields form={form} />
          <Actions>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              <Save size={18} aria-hidden="true" />
              Guardar cambios
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
          </Actions>
        </FormStack>
      ) : (
        <Actions>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)} aria-label={`Editar ${list.title}`}>
            Editar
          </Button>
          <ConfirmDelete
            label="Eliminar lista"
            question={`¿Estás seguro? Se eliminará «${list.title}» (${weekLabel(list)}) de /playlist-music. Esta acción no se puede deshacer.`}
            done="Lista semanal eliminada"
            failed="Error al eliminar la lista semanal"
            what={list.title}
            remove={() => deleteWeeklyList(getSupabase(), list.id)}
            onDeleted={onChanged}
          />
        </Actions>
      )}
    </Week>
  );
}

/** The weekly Top 10 lists of /playlist-music: archive this week's, edit or delete past ones. */
export default function WeeklySection() {
  const lists = useAsyncResource(() => getAdminWeeklyLists(getSupabase()));
  return (
    <Stack>
      <Card title="Guardar la semana" description="Archiva el Top 10 actual como la lista de esta semana (de lunes a domingo). La lista guarda las canciones tal como están hoy.">
        <SnapshotForm onSaved={lists.reload} />
      </Card>
      <Card title="Listas semanales" description="Las listas que /playlist-music muestra en su columna, la más reciente primero.">
        {lists.status === 'loading' && <LoadingState label="Cargando listas semanales…" />}
        {lists.status === 'error' && <ErrorState title="No se pudieron cargar las listas semanales" message="Comprueba la conexión e inténtalo de nuevo." onRetry={lists.reload} />}
        {lists.status === 'success' &&
          (lists.data.length === 0 ? (
            <Empty>Todavía no hay listas semanales.</Empty>
          ) : (
            <Weeks>
              {lists.data.map((list) => (
                <WeekItem key={`${list.id}-${list.updated_at}`} list={list} onChanged={lists.reload} />
              ))}
            </Weeks>
          ))}
      </Card>
    </Stack>
  );
}
