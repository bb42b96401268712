/**
 * Compile-time checks that the committed database types drive supabase-js 2.x as intended
 * (checked by `tsc -p tools/db-types`; never executed). A failure here means the generated shape
 * and supabase-js disagree, or the schema lost something the frontend relies on.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  Constants,
  Database,
  Enums,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../libs/backend/src/database.types.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

declare const supabase: SupabaseClient<Database>;

export const queries = {
  productsWithVariants: () => supabase.from('products').select('*, product_variants(*)'),
  variantWithProduct: () => supabase.from('product_variants').select('id, products(title, price)').single(),
  ratings: () => supabase.from('song_ratings_aggregated').select('song_id, average_rating'),
  isAdmin: () => supabase.rpc('is_admin'),
  unknownColumn: () => supabase.from('products').select('no_such_column'),
  // @ts-expect-error no such table
  unknownTable: () => supabase.from('no_such_table').select('*'),
};

type Data<K extends keyof typeof queries> = Awaited<ReturnType<(typeof queries)[K]>>['data'];
type ProductRow = NonNullable<Data<'productsWithVariants'>>[number];

export type Checks = [
  // Embedding a one-to-many relationship gives an array of typed rows…
  Expect<Equal<ProductRow['product_variants'], Tables<'product_variants'>[]>>,
  Expect<Equal<ProductRow['price'], number>>,
  Expect<Equal<ProductRow['description'], string | null>>,
  // …and the many-to-one side a single row (product_id is not null).
  Expect<Equal<NonNullable<Data<'variantWithProduct'>>['products'], { title: string; price: number }>>,
  // Views are selectable like tables.
  Expect<Equal<NonNullable<Data<'ratings'>>[number], { song_id: string | null; average_rating: number | null }>>,
  // RPC results are typed.
  Expect<Equal<Data<'isAdmin'>, boolean | null>>,
  // Unknown columns give no typed field.
  Expect<Equal<NonNullable<Data<'unknownColumn'>>[number] extends { no_such_column: unknown } ? true : false, false>>,
  // Enums and their runtime values agree.
  Expect<Equal<Enums<'order_status'>, (typeof Constants.public.Enums.order_status)[number]>>,
];

// Insert: required columns are required, defaulted ones optional; Update: everything optional.
export const newProduct: TablesInsert<'products'> = { title: 'Camiseta', price: 25, category: 'merchandising' };
// @ts-expect-error title, price and category have no default
export const incompleteProduct: TablesInsert<'products'> = { description: 'Sin título' };
export const patch: TablesUpdate<'products'> = { stock: 3 };
