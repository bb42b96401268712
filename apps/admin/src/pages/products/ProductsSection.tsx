import { getSupabase } from '@pitwall/backend';
import { getProducts, type ProductSortColumn } from '@pitwall/backend/admin';
import { Badge, Button, formatEuros, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Plus } from 'lucide-react';
import { Actions, Card } from '../../ui/Card.tsx';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { LIST_PAGE_SIZE, ListToolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { CATEGORY_LABELS, PRODUCT_PARAM } from './product-labels.ts';
import { ProductEditor } from './ProductEditor.tsx';

const SORTS = [
  { id: 'orden', label: 'Orden en la tienda', column: 'sort_order', ascending: true },
  { id: 'nombre', label: 'Nombre (A-Z)', column: 'title', ascending: true },
  { id: 'precio-asc', label: 'Precio (menor primero)', column: 'price', ascending: true },
  { id: 'precio-desc', label: 'Precio (mayor primero)', column: 'price', ascending: false },
  { id: 'stock', label: 'Stock (menor primero)', column: 'stock', ascending: true },
  { id: 'recientes', label: 'Más recientes', column: 'created_at', ascending: false },
] as const satisfies readonly { id: string; label: string; column: ProductSortColumn; ascending: boolean }[];

function ProductList() {
  const { search, sort, page, update } = useListParams(SORTS);
  const products = useAsyncResource(
    () => getProducts(getSupabase(), { search, sort, page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${sort.id}|${page}`,
  );
  const edit = (id: string) => update({ [PRODUCT_PARAM]: id });

  return (
    <Card title="Productos" description="Todo el catálogo de la tienda, activo e inactivo. Solo los productos activos se muestran en /tienda.">
      <Actions>
        <Button onClick={() => edit('nuevo')}>
          <Plus size={18} aria-hidden="true" />
          Nuevo producto
        </Button>
      </Actions>
      <ListToolbar label="productos" placeholder="Nombre, descripción, evento…" search={search} sorts={SORTS} sort={sort} update={update} />

      <PagedList
        resource={products}
        page={page}
        search={search}
        narrowed={false}
        noun={['producto', 'productos']}
        title="Productos"
        loading="Cargando productos…"
        failed="No se pudieron cargar los productos"
        empty="No hay productos disponibles"
        update={update}
      >
        {(rows) => (
          <IndexTable $widths={{ 1: '9rem', 2: '6.5rem', 3: '5rem', 4: '6.5rem', 5: '4.5rem', 6: '6.5rem' }}>
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col">Categoría</th>
                <th scope="col">Precio</th>
                <th scope="col">Stock</th>
                <th scope="col">Estado</th>
                <th scope="col">Orden</th>
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
      </PagedList>
    </Card>
  );
}

/** The shop's catalogue: the list, or the form for one product (?producto=<id>, or 'nuevo'). */
export default function ProductsSection() {
  const { params } = useListParams(SORTS);
  const editing = params.get(PRODUCT_PARAM);
  return editing ? <ProductEditor key={editing} id={editing === 'nuevo' ? null : editing} /> : <ProductList />;
}
