import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase } from '@pitwall/backend';
import {
  blogPostFormInput,
  blogPostFormSchema,
  deleteBlogPost,
  getBlogPost,
  removeBlogImages,
  saveBlogPost,
  slugify,
  SlugTakenError,
  uploadBlogImage,
  type AdminBlogPost,
  type BlogPostFormInput,
  type BlogPostFormValues,
} from '@pitwall/backend/admin';
import { toast, useAsyncResource } from '@pitwall/ui';
import { Field, Input, Textarea } from '@pitwall/ui/form';
import { sanitizePostHtml } from '@pitwall/ui/sanitize';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Actions, Card } from '../../ui/Card.tsx';
import { BackButton, ConfirmDelete, EditorForm, EditorLoader, SaveActions, useCloseEditor } from '../../ui/EditorParts.tsx';
import { Check, Group } from '../../ui/form-layout.ts';
import { ImageField } from '../../ui/ImageField.tsx';
import { POST_PARAM } from './blog-labels.ts';
import { GalleryField } from './GalleryField.tsx';
import { PostPreview } from './PostPreview.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

function PostForm({ post }: { post: AdminBlogPost | null }) {
  const close = useCloseEditor(POST_PARAM);
  const contentLabel = useId();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostFormInput, unknown, BlogPostFormValues>({ resolver: zodResolver(blogPostFormSchema), defaultValues: blogPostFormInput(post) });
  const [imageFile, setImageFile] = useState<File | null>(null);
  const published = watch('published');

  // A new post's address follows its title until the address is edited by hand.
  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!post && !getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const client = getSupabase();
    const failed = post ? 'No se pudo actualizar la publicación' : 'No se pudo crear la publicación';
    let cover: { url: string } | null = null;
    try {
      cover = imageFile ? await uploadBlogImage(client, imageFile) : null;
    } catch (error) {
      console.error('[admin-blog] upload', error);
      toast.error(failed, { description: 'No se pudo subir la imagen destacada. Inténtalo de nuevo.' });
      return;
    }
    try {
      const saved = await saveBlogPost(
        client,
        { ...values, content: sanitizePostHtml(values.content), featured_image: cover?.url ?? values.featured_image },
        post,
      );
      toast.success(post ? 'Publicación actualizada exitosamente' : 'Publicación creada exitosamente', {
        description: values.published ? `Publicada en /blog/${saved.slug}` : 'Guardada como borrador',
      });
      close();
    } catch (error) {
      if (cover) await removeBlogImages(client, [cover.url]);
      if (error instanceof SlugTakenError) {
        setError('slug', { message: error.message }, { shouldFocus: true });
        return;
      }
      console.error('[admin-blog]', error);
      toast.error(failed, { description: 'Comprueba los datos y tu conexión e inténtalo de nuevo.' });
    }
  });

  const title = post ? `Editar ${post.title}` : 'Nueva publicación';
  return (
    <Card title={title} description="Las publicaciones se ven en /blog en cuanto se publican; los borradores, solo aquí.">
      <Actions>
        <BackButton label="Volver al blog" onClick={close} />
        <PostPreview values={watch()} newCover={imageFile} />
        {post && (
          <ConfirmDelete
            label="Eliminar publicación"
            question={`¿Estás seguro? Se eliminará «${post.title}» y sus imágenes, y dejará de estar en /blog. Esta acción no se puede deshacer.`}
            done="Publicación eliminada"
            failed="No se pudo eliminar la publicación"
            what={post.title}
            remove={() => deleteBlogPost(getSupabase(), post)}
            onDeleted={close}
          />
        )}
      </Actions>
      <EditorForm onSubmit={onSubmit} noValidate aria-label={title}>
        <Group>
          <legend>Publicación</legend>
          <div className="full">
            <Field label="Título" error={errors.title?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...titleField} />}
            </Field>
          </div>
          <div className="full">
            <Field label="Dirección" hint="Se ve en /blog/dirección: minúsculas sin acentos, números y guiones." error={errors.slug?.message}>
              {(ids) => <Input {...ids} autoComplete="off" spellCheck={false} {...register('slug')} />}
            </Field>
          </div>
          <div className="full">
            <Field label="Resumen (opcional)" hint="Lo que muestra la tarjeta en /blog, para todos los visitantes." error={errors.excerpt?.message}>
              {(ids) => <Textarea {...ids} rows={3} {...register('excerpt')} />}
            </Field>
          </div>
          <div className="full">
            <Field label="Etiquetas (opcional)" hint="Separadas por comas, p. ej. simuladores, empresas." error={errors.tags?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('tags')} />}
            </Field>
          </div>
          <Check className="full">
            <input type="checkbox" {...register('published')} />
            Publicada (visible en /blog)
          </Check>
        </Group>

        <Group>
          <legend>Contenido</legend>
          <div className="full">
            <p id={contentLabel}>
              <strong>Texto del artículo</strong> (solo para suscriptores)
            </p>
            <Controller
              control={control}
              name="content"
              render={({ field, fieldState }) => <RichTextEditor labelId={contentLabel} invalid={Boolean(fieldState.error)} value={field.value} onChange={field.onChange} />}
            />
            {errors.content && <p role="alert">{errors.content.message}</p>}
          </div>
        </Group>

        <Group>
          <legend>Imágenes</legend>
          <ImageField
            label="Imagen destacada (opcional)"
            currentAlt="Imagen destacada actual"
            currentUrl={watch('featured_image') ?? ''}
            file={imageFile}
            onFile={setImageFile}
            onRemove={() => setValue('featured_image', '', { shouldDirty: true })}
          />
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => <GalleryField images={field.value} error={fieldState.error?.message} onChange={field.onChange} />}
          />
        </Group>

        <SaveActions saving={isSubmitting} label={post ? 'Guardar cambios' : published ? 'Publicar' : 'Guardar borrador'} onCancel={close} />
      </EditorForm>
    </Card>
  );
}

/** The form for a new post (`id` null) or for an existing one, loaded first. */
export function BlogPostEditor({ id }: { id: string | null }) {
  const close = useCloseEditor(POST_PARAM);
  const post = useAsyncResource(() => (id ? getBlogPost(getSupabase(), id) : Promise.resolve(null)), id);
  return (
    <EditorLoader
      resource={post}
      isMissing={(data) => Boolean(id) && !data}
      loading="Cargando publicación…"
      failed="No se pudo cargar la publicación"
      notFound="Publicación no encontrada"
      backLabel="Volver al blog"
      onBack={close}
    >
      {(data) => <PostForm post={data} />}
    </EditorLoader>
  );
}
