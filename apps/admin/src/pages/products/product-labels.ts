import type { ProductCategory } from '@pitwall/backend/admin';

/** The URL parameter naming the product being edited ('nuevo' for a new one). */
export const PRODUCT_PARAM = 'producto';

/** The shop's names for the categories. */
export const CATEGORY_LABELS: Record<string, string> = {
  tickets: 'Entradas',
  merchandising: 'Merchandising',
  digital: 'Digital',
} satisfies Record<ProductCategory, string>;
