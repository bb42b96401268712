import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase } from '@pitwall/backend';
import {
  deletePressResource,
  getAdminPressResource,
  getPressCategories,
  PRESS_FILE_ACCEPT,
  pressFileProblem,
  pressFileUrl,
  pressResourceFormInput,
  pressResourceFormSchema,
  savePressResource,
  type AdminPressResource,
  type PressFileFacts,
  type PressFileType,
  type PressResourceFormInput,
  type PressResourceFormValues,
} from '@pitwall/backend/admin';
import { formatFileSize, toast, useAsyncResource } from '@pitwall/ui';
import { Field, Input, Textarea } from '@pitwall/ui/form';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Actions, Card } from '../../ui/Card.tsx';
import { BackButton, ConfirmDelete, EditorForm, EditorLoader, SaveActions, useCloseEditor } from '../../ui/EditorParts.tsx';
import { Check, Group } from '../../ui/form-layout.ts';
import { FILE_TYPE_LABELS, RESOURCE_PARAM } from './press-labels.ts';
import { readPressFileFacts } from './read-file-facts.ts';

/** 'Imagen · PNG · 1600x840 · 12 KB'. */
const describeFacts = (facts: { file_type: PressFileType; file_format: string | null; dimensions: string | null; file_size: number | null }) =>
  [FILE_TYPE_LABELS[facts.file_type], facts.file_format, facts.dimensions, facts.file_size !== null && formatFileSize(facts.file_size)].filter(Boolean).join(' · ');

function ResourceForm({ resource, categories }: { resource: AdminPressResource | null; categories: string[] }) {
  const close = useCloseEditor(RESOURCE_PARAM);
  const categoryList = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PressResourceFormInput, unknown, PressResourceFormValues>({ resolver: zodResolver(pressResourceFormSchema), defaultValues: pressResourceFormInput(resource) });
  const [upload, setUpload] = useState<{ file: File; facts: PressFileFacts } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    setUpload(null);
    const problem = file && pressFileProblem(file);
    setFileProblem(problem);
    if (!file || problem) {
      input.value = '';
      return;
    }
    setReading(true);
    try {
      setUpload({ file, facts: await readPressFileFacts(file) });
    } finally {
      setReading(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!resource && !upload) {
      setFileProblem('Elige el archivo del recurso');
      return;
    }
    try {
      await savePressResource(getSupabase(), values, upload, resource);
      toast.success(resource ? 'Recurso actualizado' : 'Recurso añadido', { description: values.title });
      close();
    } catch (error) {
      console.error('[admin-press]', error);
      toast.error(resource ? 'No se pudo actualizar el recurso' : 'No se pudo añadir el recurso', { description: 'Comprueba el archivo y tu conexión e inténtalo de nuevo.' });
    }
  });

  const title = resource ? `Editar ${resource.title}` : 'Nuevo recurso';
  return (
    <Card title={title} description="Los recursos se ven en /prensa, agrupados por categoría, en cuanto se guardan.">
      <Actions>
        <BackButton label="Volver a recursos" onClick={close} />
        {resource && (
          <ConfirmDelete
            label="Eliminar recurso"
            question={`¿Estás seguro? Se eliminarán «${resource.title}» y su archivo, y dejará de estar en /prensa. Esta acción no se puede deshacer.`}
            done="Recurso eliminado"
            failed="No se pudo eliminar el recurso"
            what={resource.title}
            remove={() => deletePressResource(getSupabase(), resource)}
            onDeleted={close}
          />
        )}
      </Actions>
      <EditorForm onSubmit={onSubmit} noValidate aria-label={title}>
        <Group>
          <legend>Recurso</legend>
          <div className="full">
            <Field label="Título" error={errors.title?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('title')} />}
            </Field>
          </div>
          <div className="full">
            <Field label="Descripción (opcional)" error={errors.description?.message}>
              {(ids) => <Textarea {...ids} rows={3} {...register('description')} />}
            </Field>
          </div>
          <Field label="Categoría" hint="Agrupa los recursos en /prensa, p. ej. Fotografías o Documentos." error={errors.category?.message}>
            {(ids) => <Input {...ids} autoComplete="off" list={categoryList} {...register('category')} />}
          </Field>
          <datalist id={categoryList}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <Check>
            <input type="checkbox" {...register('is_featured')} />
            Destacado
          </Check>
        </Group>
        <Group>
          <legend>Archivo</legend>
          <div className="full">
            <Field
              label={resource ? 'Reemplazar el archivo (opcional)' : 'Archivo'}
              hint={reading ? 'Leyendo el archivo…' : 'Imágenes de hasta 20 MB; vídeos, audio y documentos de hasta 50 MB. El formato, el tamaño y las dimensiones se leen del archivo.'}
              error={fileProblem ?? undefined}
            >
              {(ids) => <Input {...ids} type="file" accept={PRESS_FILE_ACCEPT} onChange={(event) => void choose(event.target)} />}
            </Field>
            {upload && <p aria-live="polite">Nuevo archivo: {describeFacts(upload.facts)}</p>}
            {resource && !upload && (
              <p>
                Archivo actual: {describeFacts({ ...resource, file_type: resource.file_type as PressFileType })} ·{' '}
                <a href={pressFileUrl(getSupabase(), resource)} target="_blank" rel="noreferrer">
                  Abrir el archivo actual
                </a>
              </p>
            )}
          </div>
        </Group>
        <SaveActions saving={isSubmitting} disabled={reading} label={resource ? 'Guardar cambios' : 'Añadir recurso'} onCancel={close} />
      </EditorForm>
    </Card>
  );
}

/** The form for a new resource (`id` null) or for an existing one, loaded first with the categories in use. */
export function PressResourceEditor({ id }: { id: string | null }) {
  const close = useCloseEditor(RESOURCE_PARAM);
  const loaded = useAsyncResource(async () => {
    const client = getSupabase();
    const [resource, categories] = await Promise.all([id ? getAdminPressResource(client, id) : null, getPressCategories(client)]);
    return { resource, categories };
  }, id);
  return (
    <EditorLoader
      resource={loaded}
      isMissing={(data) => Boolean(id) && !data.resource}
      loading="Cargando recurso…"
      failed="No se pudo cargar el recurso"
      notFound="Recurso no encontrado"
      backLabel="Volver a recursos"
      onBack={close}
    >
      {(data) => <ResourceForm resource={data.resource} categories={data.categories} />}
    </EditorLoader>
  );
}
