import { getSupabase } from '@pitwall/backend';
import { getProducts, type ProductSortColumn } from '@pitwall/backend/admin';
import { Badge, Button, ErrorState, formatEuros, LoadingState, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Pencil, Plus } from 'lucide-react';
import styled from 'styled-components';
import { Actions, Card } from '../../ui/Card.tsx';
import { Empty, LIST_PAGE_SIZE, ListToolbar, Pager, useListParams } from '../../ui/ListControls.tsx';
import { Table, TableRegion } from '../../ui/Table.tsx';
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

const ProductsTable = styled(Table)`
  min-width: 44rem;
  td:first-child { min-width: 14rem; }
  td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
  td.number { white-space: nowrap; text-align: right; }
`;

function ProductList() {
  const { search, sort, page, update } = useListParams(SORTS);
  const products = useAsyncResource(
    () => getProducts(getSupabase(), { search, sort, page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${sort.id}|${page}`,
  );
  const total = products.status === 'success' ? products.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
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

      {products.status === 'loading' && <LoadingState label="Cargando productos…" />}
      {products.status === 'error' && (
        <ErrorState title="No se pudieron cargar los productos" message="Comprueba la conexión e inténtalo de nuevo." onRetry={products.reload} />
      )}
      {products.status === 'success' && (
        <>
          <p aria-live="polite">
            {total === 1 ? '1 producto' : `${total} productos`}
            {search && ` para «${search}»`}
          </p>
          {products.data.rows.length === 0 ? (
            <Empty>
              {total > 0 ? 'No hay productos en esta página.' : search ? `Ningún producto coincide con «${search}».` : 'No hay productos disponibles'}
            </Empty>
          ) : (
            <TableRegion label={`Productos: página ${page} de ${pages}`}>
              <ProductsTable>
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
                  {products.data.rows.map((product) => (
                    <tr key={product.id}>
                      <td>
                        {product.title}
                        {product.subcategory && <small>{product.subcategory}</small>}
                      </td>
                      <td>{CATEGORY_LABELS[product.category] ?? product.category}</td>
                      <td className="number">{formatEuros(product.price)}</td>
                      <td className="number">{product.stock}</td>
                      <td>{product.is_active ? <Badge $tone="success">Activo</Badge> : <Badge>Inactivo</Badge>}</td>
                      <td className="number">{product.sort_order}</td>
                      <td>
                        <Button variant="secondary" size="small" onClick={() => edit(product.id)} aria-label={`Editar ${product.title}`}>
                          <Pencil size={16} aria-hidden="true" />
                          Editar
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ProductsTable>
            </TableRegion>
          )}
          {total > 0 && <Pager page={page} total={total} update={update} />}
        </>
      )}
    </Card>
  );
}

/** The shop's catalogue: the list, or the form for one product (?producto=<id>, or 'nuevo'). */
export default function ProductsSection() {
  const { params } = useListParams(SORTS);
  const editing = params.get(PRODUCT_PARAM);
  return editing ? <ProductEditor key={editing} id={editing === 'nuevo' ? null : editing} /> : <ProductList />;
}
