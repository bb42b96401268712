import { useAuth } from '@pitwall/auth';
import { createPayment, PaymentError } from '@pitwall/backend';
import { selectShipping, selectSubtotal, useCart } from '@pitwall/cart';
import { Navigate, useLocation } from '@pitwall/router';
import { Button, ButtonLink, Container, formatEuros, IconButton, LoadingState, media, spreadRow, toast } from '@pitwall/ui';
import { ArrowLeft, CreditCard, ImageOff, Lock, Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { cartActions } from '../../features/cart/use-cart-actions.ts';
import { StoredPicture } from '../../features/media/StoredPicture.tsx';

const Page = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: ${({ theme }) => theme.spacing.large} 0 ${({ theme }) => theme.spacing.xxLarge};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  ${media.laptop} { grid-template-columns: 1.6fr 1fr; align-items: start; }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h1 { font-size: ${({ theme }) => theme.fontSizes.title}; margin-bottom: ${({ theme }) => theme.spacing.medium}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; margin-bottom: ${({ theme }) => theme.spacing.medium}; }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: ${({ theme }) => theme.spacing.small};
  padding-bottom: ${({ theme }) => theme.spacing.medium};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled.div`
  width: 4.5rem;
  height: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const LineBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
  h3 { font-size: ${({ theme }) => theme.fontSizes.medium}; }
  p { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const Controls = styled.div`
  ${spreadRow('small')}
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  output { min-width: 2.5rem; text-align: center; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

// One row per figure, so that the long e-mail address never narrows the other rows' labels.
const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
  margin: 0 0 ${({ theme }) => theme.spacing.large};
  div { display: flex; justify-content: space-between; align-items: baseline; gap: ${({ theme }) => theme.spacing.medium}; }
  dt { color: ${({ theme }) => theme.colors.inkSoft}; white-space: nowrap; }
  dd { margin: 0; text-align: right; min-width: 0; overflow-wrap: anywhere; }
  .total { font-size: ${({ theme }) => theme.fontSizes.xLarge}; font-weight: ${({ theme }) => theme.fontWeights.black}; color: ${({ theme }) => theme.colors.ink}; }
`;

const Note = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xSmall};
  margin-top: ${({ theme }) => theme.spacing.medium};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.muted};
  svg { flex-shrink: 0; margin-top: 0.15em; }
`;

const Back = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.medium};
`;

export default function CheckoutPage() {
  const status = useAuth((state) => state.status);
  const email = useAuth((state) => state.user?.email);
  const lines = useCart((state) => state.lines);
  const subtotal = useCart(selectSubtotal);
  const shipping = useCart(selectShipping);
  const [paying, setPaying] = useState(false);
  const location = useLocation();

  useEffect(() => {
    document.title = 'Finalizar compra · Pitwall';
  }, []);

  if (status === 'loading') return <LoadingState label="Comprobando tu sesión…" />;
  if (status === 'signed-out') return <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  // Not while leaving for the payment page: the cart stays until the payment succeeds.
  if (lines.length === 0 && !paying) return <Navigate to="/tienda" replace />;

  const total = subtotal + shipping;

  const pay = async () => {
    setPaying(true);
    try {
      const { url } = await createPayment(
        lines.map((line) => ({
          id: line.id,
          variant_id: line.variant?.id ?? null,
          title: line.title,
          description: line.description,
          price: line.effectivePrice,
          quantity: line.quantity,
        })),
      );
      window.location.assign(url);
    } catch (error) {
      toast.error(error instanceof PaymentError ? error.message : 'No se pudo procesar el pago');
      setPaying(false);
    }
  };

  return (
    <Page>
      <Container>
        <Back>
          <ButtonLink to="/tienda" variant="ghost" size="small">
            <ArrowLeft size={16} aria-hidden="true" />
            Seguir comprando
          </ButtonLink>
        </Back>
        <Layout>
          <Panel aria-labelledby="checkout-title">
            <h1 id="checkout-title">Resumen del pedido</h1>
            <Lines aria-label="Productos del carrito">
              {lines.map((line) => {
                const name = line.variant ? `${line.title} (${line.variant.variant_name})` : line.title;
                return (
                  <Line key={`${line.id}:${line.variant?.id ?? ''}`} aria-label={name}>
                    <Thumb>{line.image_url ? <StoredPicture src={line.image_url} alt="" sizes="4.5rem" /> : <ImageOff size={24} aria-hidden="true" />}</Thumb>
                    <LineBody>
                      <h3>{line.title}</h3>
                      {line.variant && <p>{line.variant.variant_name}</p>}
                      <p>{formatEuros(line.effectivePrice)} / unidad</p>
                      <Controls>
                        <Stepper>
                          <IconButton
                            aria-label={`Quitar una unidad de ${name}`}
                            disabled={line.quantity <= 1 || paying}
                            onClick={() => cartActions.setQuantity(line.id, line.variant?.id ?? null, line.quantity - 1)}
                          >
                            <Minus size={16} aria-hidden="true" />
                          </IconButton>
                          <output aria-label={`Cantidad de ${name}`}>{line.quantity}</output>
                          <IconButton
                            aria-label={`Añadir una unidad de ${name}`}
                            disabled={paying}
                            onClick={() => cartActions.setQuantity(line.id, line.variant?.id ?? null, line.quantity + 1)}
                          >
                            <Plus size={16} aria-hidden="true" />
                          </IconButton>
                        </Stepper>
                        <strong>{formatEuros(line.effectivePrice * line.quantity)}</strong>
                        <IconButton
                          aria-label={`Eliminar ${name}`}
                          disabled={paying}
                          onClick={() => cartActions.remove(line.id, line.variant?.id ?? null)}
                        >
                          <Trash2 size={18} aria-hidden="true" />
                        </IconButton>
                      </Controls>
                    </LineBody>
                  </Line>
                );
              })}
            </Lines>
            <Button variant="ghost" size="small" onClick={cartActions.clear} disabled={paying}>
              Vaciar carrito
            </Button>
          </Panel>
          <Panel aria-labelledby="payment-title">
            <h2 id="payment-title">Pago</h2>
            <Summary>
              <div>
                <dt>Subtotal</dt>
                <dd>{formatEuros(subtotal)}</dd>
              </div>
              {shipping > 0 && (
                <div>
                  <dt>Gastos de envío</dt>
                  <dd>{formatEuros(shipping)}</dd>
                </div>
              )}
              <div>
                <dt className="total">Total</dt>
                <dd className="total" data-testid="checkout-total">
                  {formatEuros(total)}
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{email}</dd>
              </div>
            </Summary>
            <Button fullWidth size="large" onClick={pay} disabled={paying}>
              <CreditCard size={20} aria-hidden="true" />
              {paying ? 'Redirigiendo al pago…' : `Pagar ${formatEuros(total)}`}
            </Button>
            <Note>
              <Lock size={16} aria-hidden="true" />
              Serás redirigido a nuestro proveedor de pagos con tarjeta para completar la compra de forma segura.
            </Note>
          </Panel>
        </Layout>
      </Container>
    </Page>
  );
}
