import * as z from 'zod';
import type { Backend } from '../client.ts';
import type { Json, Tables, TablesInsert } from '../database.types.ts';
import { fetchPage, type Page, type PageQuery } from './list-page.ts';

export type AdminProduct = Tables<'products'>;

export const PRODUCT_CATEGORIES = ['tickets', 'merchandising', 'digital'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Columns a product search looks in. */
const PRODUCT_SEARCH = ['title', 'description', 'subcategory', 'event_name'] as const;
export type ProductSortColumn = 'sort_order' | 'title' | 'price' | 'stock' | 'created_at';

export interface ProductsQuery extends Omit<PageQuery, 'sort'> {
  sort: { column: ProductSortColumn; ascending: boolean };
}

/** One page of products, active and inactive alike (only admins read the inactive ones: RLS). */
export function getProducts(client: Backend, query: ProductsQuery): Promise<Page<AdminProduct>> {
  return fetchPage(client, 'products', PRODUCT_SEARCH, query);
}

/** One product, or null when it does not exist (or the caller may not read it). */
export async function getProduct(client: Backend, id: string): Promise<AdminProduct | null> {
  const { data, error } = await client.from('products').select('*').eq('id', id).maybeSingle();
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

/**
 * The product form: every field the shop shows. Inputs are text (as the browser gives them); the
 * output is typed. The database checks the same limits again.
 */
export const productFormSchema = z.object({
  title: z.string().trim().min(1, 'Introduce el nombre del producto').max(200, 'El nombre no puede superar 200 caracteres'),
  description: optionalText(5000, 'La descripción'),
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
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

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
 * Creates (no `product`) or updates a product in one statement as the signed-in user: the
 * database lets only admins write. A product with variants keeps the stock its variants add up to.
 */
export async function saveProduct(client: Backend, values: ProductFormValues, product: AdminProduct | null): Promise<AdminProduct> {
  const row: TablesInsert<'products'> = {
    title: values.title,
    description: values.description,
    price: values.price,
    category: values.category,
    subcategory: values.subcategory,
    event_name: values.event_name,
    event_type: values.event_type,
    event_dates: values.event_dates,
    additional_details: detailsFor(values, product?.additional_details) as Json,
    shipping_cost: values.shipping_cost,
    ...(product?.has_variants ? {} : { stock: values.stock }),
    sort_order: values.sort_order,
    is_active: values.is_active,
  };
  const request = product ? client.from('products').update(row).eq('id', product.id) : client.from('products').insert(row);
  const { data, error } = await request.select('*').single();
  if (error) throw error;
  return data;
}
