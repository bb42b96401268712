import * as z from 'zod';
import type { Backend } from '../client.ts';
import type { Json, Tables } from '../database.types.ts';
import { removeUploadedImages, uploadImage, type UploadPlace } from './images.ts';
import { fetchPage, type Page, type PageQuery } from './list-page.ts';

export type AdminProductRow = Tables<'products'>;
export type AdminVariant = Tables<'product_variants'>;
/** A product as the editor loads it: with every variant, active or not. */
export type AdminProduct = AdminProductRow & { product_variants: AdminVariant[] };

export const PRODUCT_CATEGORIES = ['tickets', 'merchandising', 'digital'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Columns a product search looks in. */
const PRODUCT_SEARCH = ['title', 'description', 'subcategory', 'event_name'] as const;
export type ProductSortColumn = 'sort_order' | 'title' | 'category' | 'price' | 'stock';

export interface ProductsQuery extends Omit<PageQuery, 'sort'> {
  sort: { column: ProductSortColumn; ascending: boolean };
}

/** One page of products, active and inactive alike (only admins read the inactive ones: RLS). */
export function getProducts(client: Backend, query: ProductsQuery): Promise<Page<AdminProductRow>> {
  return fetchPage(client, 'products', PRODUCT_SEARCH, query);
}

/** One product, or null when it does not exist (or the caller may not read it). */
export async function getProduct(client: Backend, id: string): Promise<AdminProduct | null> {
  const { data, error } = await client
    .from('products')
    .select('*, product_variants(*)')
    .eq('id', id)
    .order('created_at', { referencedTable: 'product_variants', ascending: true })
    .maybeSingle();
  if (error) throw error;
  return data;
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} no puede superar ${max} caracteres`)
    .transform((value) => value || null);

/** Euros as the database stores them: numeric(10,2), never negative; a decimal comma is accepted. */
const euros = (missing: string, invalid: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .regex(/^\d{1,8}([.,]\d{1,2})?$/, invalid)
    .transform((value) => Number(value.replace(',', '.')));

const wholeNumber = (pattern: RegExp, invalid: string) =>
  z
    .string()
    .trim()
    .regex(pattern, invalid)
    .transform(Number)
    .refine((value) => Math.abs(value) <= 2_147_483_647, invalid);

/** `clave: valor`, one a line, as a free key/value object (blank lines are skipped). */
const ATTRIBUTE_LINE = /^([^:]+):(.*)$/;
const attributes = z
  .string()
  .refine(
    (text) => text.split('\n').every((line) => !line.trim() || Boolean(ATTRIBUTE_LINE.exec(line)?.[1]?.trim())),
    'Escribe un atributo por línea, con el formato clave: valor',
  )
  .transform((text) =>
    Object.fromEntries(
      text
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
          const [, key = '', value = ''] = ATTRIBUTE_LINE.exec(line) ?? [];
          return [key.trim(), value.trim()];
        }),
    ),
  );

const variantSchema = z.object({
  /** Empty for a variant added in this edit. */
  id: z.string(),
  variant_name: z.string().trim().min(1, 'Introduce el nombre de la variante').max(200, 'El nombre no puede superar 200 caracteres'),
  attributes,
  price_adjustment: z
    .string()
    .trim()
    .regex(/^-?\d{1,8}([.,]\d{1,2})?$/, 'El ajuste de precio debe ser un importe con hasta 2 decimales (puede ser negativo)')
    .transform((value) => Number(value.replace(',', '.'))),
  stock: wholeNumber(/^\d{1,10}$/, 'El stock debe ser un número entero de 0 o más'),
  is_active: z.boolean(),
  is_default: z.boolean(),
  location_image_url: optionalText(2048, 'La URL de la imagen').refine(
    (url) => url === null || /^(https?:\/\/|\/)\S+$/.test(url),
    'La imagen de ubicación debe ser una dirección web (https://…) o una ruta que empiece por /',
  ),
});

/**
 * The product form: every field the shop shows. Inputs are text (as the browser gives them); the
 * output is typed. The database checks the same limits again.
 */
export const productFormSchema = z.object({
  title: z.string().trim().min(1, 'Introduce el nombre del producto').max(200, 'El nombre no puede superar 200 caracteres'),
  description: optionalText(5000, 'La descripción'),
  /** The stored picture's public URL (a new file is uploaded when the form is saved). */
  image_url: optionalText(2048, 'La URL de la imagen'),
  price: euros('Introduce el precio', 'El precio debe ser un importe de 0 o más, con hasta 2 decimales'),
  category: z.enum(PRODUCT_CATEGORIES, 'Elige una categoría'),
  subcategory: optionalText(100, 'La subcategoría'),
  event_name: optionalText(200, 'El nombre del evento'),
  event_type: optionalText(100, 'El tipo de evento'),
  event_dates: optionalText(200, 'Las fechas del evento'),
  color: optionalText(100, 'El color'),
  sizes: optionalText(200, 'Las tallas'),
  material: optionalText(200, 'El material'),
  week: optionalText(50, 'La semana'),
  song_count: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, 'El número de canciones debe ser un número entero de 0 o más')
    .transform((value) => (value ? Number(value) : null)),
  shipping_cost: euros('Introduce los gastos de envío (0 si no tiene)', 'Los gastos de envío deben ser un importe de 0 o más, con hasta 2 decimales'),
  stock: wholeNumber(/^\d{1,10}$/, 'El stock debe ser un número entero de 0 o más'),
  sort_order: wholeNumber(/^-?\d{1,10}$/, 'El orden debe ser un número entero'),
  is_active: z.boolean(),
  variants: z.array(variantSchema),
}).superRefine((product, context) => {
  if (product.variants.filter((variant) => variant.is_default).length > 1) {
    context.addIssue({ code: 'custom', path: ['variants'], message: 'Solo una variante puede ser la predeterminada' });
  }
  product.variants.forEach((variant, index) => {
    if (product.price + variant.price_adjustment < 0) {
      context.addIssue({ code: 'custom', path: ['variants', index, 'price_adjustment'], message: 'Con este ajuste la variante tendría un precio negativo' });
    }
  });
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;
export type VariantFormInput = z.input<typeof variantSchema>;

/** The keys of additional_details the form edits; any other key a product has is kept as it is. */
const DETAIL_KEYS = ['color', 'sizes', 'material', 'week', 'song_count'] as const;

const asObject = (details: Json | undefined): Record<string, Json | undefined> =>
  details && typeof details === 'object' && !Array.isArray(details) ? { ...details } : {};

/** The form's values for a product (empty for a new one). */
export function productFormInput(product: AdminProduct | null): ProductFormInput {
  const details = asObject(product?.additional_details);
  const text = (value: Json | undefined) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    image_url: product?.image_url ?? '',
    price: product ? product.price.toFixed(2) : '',
    category: (product?.category as ProductCategory | undefined) ?? 'merchandising',
    subcategory: product?.subcategory ?? '',
    event_name: product?.event_name ?? '',
    event_type: product?.event_type ?? '',
    event_dates: product?.event_dates ?? '',
    color: text(details.color),
    sizes: Array.isArray(details.sizes) ? details.sizes.filter((size) => typeof size === 'string').join(', ') : '',
    material: text(details.material),
    week: text(details.week),
    song_count: text(details.song_count),
    shipping_cost: product ? product.shipping_cost.toFixed(2) : '0',
    stock: product ? String(product.stock) : '0',
    sort_order: product ? String(product.sort_order) : '0',
    is_active: product?.is_active ?? true,
    variants: (product?.product_variants ?? []).map(variantFormInput),
  };
}

/** The form's values for a variant (empty for a new one). */
export function variantFormInput(variant: AdminVariant | null): VariantFormInput {
  const attributes = variant ? asObject(variant.attributes) : {};
  return {
    id: variant?.id ?? '',
    variant_name: variant?.variant_name ?? '',
    attributes: Object.entries(attributes)
      .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join('\n'),
    price_adjustment: variant ? variant.price_adjustment.toFixed(2) : '0',
    stock: variant ? String(variant.stock) : '0',
    is_active: variant?.is_active ?? true,
    is_default: variant?.is_default ?? false,
    location_image_url: variant?.location_image_url ?? '',
  };
}

/** additional_details as the shop reads it: merchandising colour/sizes/material, digital week/song_count. */
function detailsFor(values: ProductFormValues, previous: Json | undefined): Record<string, Json | undefined> {
  const details = asObject(previous);
  for (const key of DETAIL_KEYS) delete details[key];
  if (values.category === 'merchandising') {
    const sizes = values.sizes?.split(',').map((size) => size.trim()).filter(Boolean) ?? [];
    return { ...details, ...(values.color && { color: values.color }), ...(sizes.length && { sizes }), ...(values.material && { material: values.material }) };
  }
  if (values.category === 'digital') {
    return { ...details, ...(values.week && { week: values.week }), ...(values.song_count !== null && { song_count: values.song_count }) };
  }
  return details;
}

/**
 * Creates (no `product`) or updates a product and replaces its variants in one database call, all
 * or nothing, as the signed-in user: only admins may write. With variants, the product's stock is
 * the sum of theirs (the database keeps it so). Resolves with the product's id.
 */
export async function saveProduct(client: Backend, values: ProductFormValues, product: AdminProduct | null): Promise<string> {
  const row = {
    ...(product && { id: product.id }),
    title: values.title,
    description: values.description,
    image_url: values.image_url,
    price: values.price,
    category: values.category,
    subcategory: values.subcategory,
    event_name: values.event_name,
    event_type: values.event_type,
    event_dates: values.event_dates,
    additional_details: detailsFor(values, product?.additional_details),
    shipping_cost: values.shipping_cost,
    stock: values.stock,
    sort_order: values.sort_order,
    is_active: values.is_active,
  };
  const variants = values.variants.map(({ id, ...variant }) => (id ? { id, ...variant } : variant));
  const { data, error } = await client.rpc('admin_save_product', { p_product: row as Json, p_variants: variants as Json });
  if (error) throw error;
  return data;
}

/**
 * Deletes a product and its variants (cascade) as the signed-in user; rejects when nothing was
 * deleted (RLS lets only admins). Pictures the panel uploaded for it and its variants go too.
 */
export async function deleteProduct(client: Backend, product: AdminProductRow): Promise<void> {
  const { data: variants } = await client.from('product_variants').select('location_image_url').eq('product_id', product.id);
  const { data, error } = await client.from('products').delete().eq('id', product.id).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('El producto no existe o no se puede eliminar.');
  await removeProductImages(client, [product.image_url, ...(variants ?? []).map((variant) => variant.location_image_url)]);
}

/** Where the panel puts the shop's pictures (the seed's live elsewhere in the bucket). */
const PRODUCT_IMAGES: UploadPlace = { bucket: 'product-images', folder: 'productos/' };

/** Uploads a product or variant picture; resolves with its public URL and its path (to remove it again). */
export const uploadProductImage = (client: Backend, file: File) => uploadImage(client, PRODUCT_IMAGES, file);

/** Removes pictures uploaded for a save that then failed, or for a product that is gone. */
export const removeProductImages = (client: Backend, urls: Array<string | null | undefined>) => removeUploadedImages(client, PRODUCT_IMAGES, urls);
