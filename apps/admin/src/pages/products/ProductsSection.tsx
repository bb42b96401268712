import { getSupabase } from '@pitwall/backend';
import { getProducts, type ProductSortColumn } from '@pitwall/backend/admin';
import { Badge, formatEuros, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { LIST_PAGE_SIZE, SortHeader, useListParams, type SortColumn } from '../../ui/ListControls.tsx';
import { EditableList, ListSection } from '../../ui/ListSection.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { CATEGORY_LABELS, PRODUCT_PARAM } from './product-labels.ts';
import { ProductEditor } from './ProductEditor.tsx';

// In the shop's order by default; stock lowest first (what to restock).
const SORTS = [
  { id: 'orden', column: 'sort_order', ascending: true },
  { id: 'nombre', column: 'title', ascending: true },
  { id: 'categoria', column: 'category', ascending: true },
  { id: 'precio', column: 'price', ascending: true },
  { id: 'stock', column: 'stock', ascending: true },
] as const satisfies readonly SortColumn<ProductSortColumn>[];

function ProductList() {
  const { search, sort, sortKey, sorting, page, update } = useListParams(SORTS);
  const products = useAsyncResource(
    () => getProducts(getSupabase(), { search, sort, page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${sortKey}|${page}`,
  );
  const edit = (id: string) => update({ [PRODUCT_PARAM]: id });

  return (
    <ListSection
      title="Productos"
      description="Todo el catálogo de la tienda, activo e inactivo. Solo los productos activos se muestran en /tienda."
      searchIn="productos"
      placeholder="Nombre, descripción, evento…"
      create={{ label: 'Nuevo producto', onClick: () => edit('nuevo') }}
      list={{
        resource: products,
        narrowed: false,
        noun: ['producto', 'productos'],
        loading: 'Cargando productos…',
        failed: 'No se pudieron cargar los productos',
        empty: 'No hay productos disponibles',
      }}
      state={{ search, page, update }}
    >
      {(rows) => (
        <IndexTable $widths={{ 1: '9rem', 2: '6.5rem', 3: '5.5rem', 4: '6.5rem', 5: '5.5rem', 6: '7.5rem' }}>
          <thead>
            <tr>
              <SortHeader id="nombre" sorting={sorting}>
                Producto
              </SortHeader>
              <SortHeader id="categoria" sorting={sorting}>
                Categoría
              </SortHeader>
              <SortHeader id="precio" sorting={sorting} className="number">
                Precio
              </SortHeader>
              <SortHeader id="stock" sorting={sorting} className="number">
                Stock
              </SortHeader>
              <th scope="col">Estado</th>
              <SortHeader id="orden" sorting={sorting} className="number">
                Orden
              </SortHeader>
              <th scope="col">
                <VisuallyHidden>Acciones</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((product) => (
              <tr key={product.id}>
                <td data-narrow="full">
                  {product.title}
                  {product.subcategory && <small>{product.subcategory}</small>}
                </td>
                <td>{CATEGORY_LABELS[product.category] ?? product.category}</td>
                <td className="number">{formatEuros(product.price)}</td>
                <td className="number">{product.stock}</td>
                <td>{product.is_active ? <Badge $tone="success">Activo</Badge> : <Badge>Inactivo</Badge>}</td>
                <td className="number">{product.sort_order}</td>
                <td className="actions">
                  <EditRowButton name={product.title} onClick={() => edit(product.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </IndexTable>
      )}
    </ListSection>
  );
}

/** The shop's catalogue: the list, or the form for one product (?producto=<id>, or 'nuevo'). */
export default function ProductsSection() {
  return (
    <EditableList param={PRODUCT_PARAM} newId="nuevo" editor={(id) => <ProductEditor id={id} />}>
      <ProductList />
    </EditableList>
  );
}
