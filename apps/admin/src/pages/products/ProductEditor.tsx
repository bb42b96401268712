import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase } from '@pitwall/backend';
import {
  deleteProduct,
  getProduct,
  PRODUCT_CATEGORIES,
  productFormInput,
  productFormSchema,
  removeProductImages,
  saveProduct,
  uploadProductImage,
  type AdminProduct,
  type ProductFormInput,
  type ProductFormValues,
} from '@pitwall/backend/admin';
import { toast, useAsyncResource } from '@pitwall/ui';
import { Field, Input, Select, Textarea } from '@pitwall/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Actions, Card } from '../../ui/Card.tsx';
import { BackButton, ConfirmDelete, EditorForm, EditorLoader, SaveActions, useCloseEditor } from '../../ui/EditorParts.tsx';
import { Check, Group } from '../../ui/form-layout.ts';
import { ImageField } from '../../ui/ImageField.tsx';
import { CATEGORY_LABELS, PRODUCT_PARAM } from './product-labels.ts';
import { VariantFields } from './VariantFields.tsx';

/** Deletes the product after a confirmation, then returns to the list. */
const DeleteProduct = ({ product, onDeleted }: { product: AdminProduct; onDeleted: () => void }) => (
  <ConfirmDelete
    label="Eliminar producto"
    question={`¿Estás seguro? Se eliminarán «${product.title}» y sus variantes, y dejará de estar en la tienda. Esta acción no se puede deshacer.`}
    done="Producto eliminado"
    failed="No se pudo eliminar el producto"
    what={product.title}
    remove={() => deleteProduct(getSupabase(), product)}
    onDeleted={onDeleted}
  />
);

function ProductForm({ product }: { product: AdminProduct | null }) {
  const close = useCloseEditor(PRODUCT_PARAM);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: productFormInput(product) });
  const category = watch('category');
  const hasVariants = watch('variants').length > 0;
  const [imageFile, setImageFile] = useState<File | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    const client = getSupabase();
    const failed = product ? 'No se pudo actualizar el producto' : 'No se pudo crear el producto';
    let uploaded: { url: string; path: string } | null = null;
    try {
      uploaded = imageFile ? await uploadProductImage(client, imageFile) : null;
    } catch (error) {
      console.error('[admin-products] upload', error);
      toast.error(failed, { description: 'No se pudo subir la imagen. Inténtalo de nuevo.' });
      return;
    }
    try {
      await saveProduct(client, uploaded ? { ...values, image_url: uploaded.url } : values, product);
      toast.success(product ? 'Producto actualizado' : 'Producto creado', { description: values.title });
      close();
    } catch (error) {
      console.error('[admin-products]', error);
      // The product was not saved: its new picture must not stay behind unused.
      if (uploaded) await removeProductImages(client, [uploaded.url]);
      toast.error(failed, { description: 'Comprueba los datos y tu conexión e inténtalo de nuevo.' });
    }
  });

  const title = product ? `Editar ${product.title}` : 'Nuevo producto';
  return (
    <Card title={title} description="Los cambios se ven en /tienda en cuanto se guardan. Solo los productos activos aparecen en la tienda.">
      <Actions>
        <BackButton label="Volver a productos" onClick={close} />
        {product && <DeleteProduct product={product} onDeleted={close} />}
      </Actions>
      <EditorForm onSubmit={onSubmit} noValidate aria-label={title}>
        <Group>
          <legend>Producto</legend>
          <div className="full">
            <Field label="Nombre" error={errors.title?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('title')} />}
            </Field>
          </div>
          <div className="full">
            <Field label="Descripción (opcional)" error={errors.description?.message}>
              {(ids) => <Textarea {...ids} rows={4} {...register('description')} />}
            </Field>
          </div>
          <ImageField
            label="Imagen del producto (opcional)"
            currentAlt="Imagen actual del producto"
            currentUrl={watch('image_url') ?? ''}
            file={imageFile}
            onFile={setImageFile}
            onRemove={() => setValue('image_url', '', { shouldDirty: true })}
          />
          <Field label="Categoría" error={errors.category?.message}>
            {(ids) => (
              <Select {...ids} {...register('category')}>
                {PRODUCT_CATEGORIES.map((id) => (
                  <option key={id} value={id}>
                    {CATEGORY_LABELS[id]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Subcategoría (opcional)" hint="Una etiqueta libre, p. ej. Gorras o Playlists." error={errors.subcategory?.message}>
            {(ids) => <Input {...ids} autoComplete="off" {...register('subcategory')} />}
          </Field>
        </Group>

        <Group>
          <legend>Precio y stock</legend>
          <Field label="Precio (€)" error={errors.price?.message}>
            {(ids) => <Input {...ids} inputMode="decimal" autoComplete="off" {...register('price')} />}
          </Field>
          <Field label="Gastos de envío (€)" error={errors.shipping_cost?.message}>
            {(ids) => <Input {...ids} inputMode="decimal" autoComplete="off" {...register('shipping_cost')} />}
          </Field>
          <Field
            label="Stock"
            hint={hasVariants ? 'Con variantes, es la suma del stock de las variantes activas.' : undefined}
            error={errors.stock?.message}
          >
            {(ids) => <Input {...ids} inputMode="numeric" autoComplete="off" readOnly={hasVariants} {...register('stock')} />}
          </Field>
          <Field label="Orden en la tienda" hint="Los números más bajos aparecen primero." error={errors.sort_order?.message}>
            {(ids) => <Input {...ids} inputMode="numeric" autoComplete="off" {...register('sort_order')} />}
          </Field>
          <Check className="full">
            <input type="checkbox" {...register('is_active')} />
            Activo (visible en la tienda)
          </Check>
        </Group>

        {category === 'tickets' && (
          <Group>
            <legend>Evento</legend>
            <Field label="Nombre del evento" error={errors.event_name?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('event_name')} />}
            </Field>
            <Field label="Tipo de evento" hint="P. ej. Fórmula 1." error={errors.event_type?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('event_type')} />}
            </Field>
            <Field label="Fechas del evento" hint="Como se leen en la tienda, p. ej. 5 al 7 de septiembre de 2027." error={errors.event_dates?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('event_dates')} />}
            </Field>
          </Group>
        )}
        {category === 'merchandising' && (
          <Group>
            <legend>Detalles del artículo</legend>
            <Field label="Color" error={errors.color?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('color')} />}
            </Field>
            <Field label="Tallas" hint="Separadas por comas, p. ej. S, M, L." error={errors.sizes?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('sizes')} />}
            </Field>
            <Field label="Material" error={errors.material?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('material')} />}
            </Field>
          </Group>
        )}
        {category === 'digital' && (
          <Group>
            <legend>Detalles del producto digital</legend>
            <Field label="Semana" error={errors.week?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register('week')} />}
            </Field>
            <Field label="Número de canciones" error={errors.song_count?.message}>
              {(ids) => <Input {...ids} inputMode="numeric" autoComplete="off" {...register('song_count')} />}
            </Field>
          </Group>
        )}

        <VariantFields control={control} register={register} watch={watch} setValue={setValue} errors={errors} />

        <SaveActions saving={isSubmitting} label={product ? 'Guardar cambios' : 'Crear producto'} onCancel={close} />
      </EditorForm>
    </Card>
  );
}

/** The form for a new product (`id` null) or for an existing one, loaded first. */
export function ProductEditor({ id }: { id: string | null }) {
  const close = useCloseEditor(PRODUCT_PARAM);
  const product = useAsyncResource(() => (id ? getProduct(getSupabase(), id) : Promise.resolve(null)), id);
  return (
    <EditorLoader
      resource={product}
      isMissing={(data) => Boolean(id) && !data}
      loading="Cargando producto…"
      failed="No se pudieron cargar los productos"
      notFound="Producto no encontrado"
      backLabel="Volver a productos"
      onBack={close}
    >
      {(data) => <ProductForm product={data} />}
    </EditorLoader>
  );
}
