/** The order confirmation e-mail (Spanish), rendered through the one branded mailer layout. */
import { brand } from './brand.ts';
import { formatMailDateTime, renderEmail, type Block, type MailMessage } from './mailer.ts';
import { formatCents, lineName, type OrderWithItems } from './payments-model.ts';

export function orderConfirmationEmail(order: OrderWithItems): MailMessage {
  const number = order.reference;
  const lines: Array<[string, string]> = order.order_items.map((item) => [
    `${item.quantity} × ${lineName(item)}`,
    item.quantity > 1 ? `${formatCents(item.line_total_cents)} (${formatCents(item.unit_price_cents)} / unidad)` : formatCents(item.line_total_cents),
  ]);
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `Hemos recibido el pago de tu pedido ${number}. Gracias por comprar en ${brand.name}: este es el resumen de tu compra.`,
    },
    { kind: 'fields', rows: lines },
    {
      kind: 'fields',
      rows: [
        ['Subtotal', formatCents(order.subtotal_cents)],
        ['Envío', order.shipping_cents > 0 ? formatCents(order.shipping_cents) : 'Sin gastos de envío'],
        ['Total pagado', formatCents(order.total_cents)],
        ['Número de pedido', number],
        ['Fecha de pago', order.paid_at ? formatMailDateTime(order.paid_at) : null],
      ],
    },
    { kind: 'button', label: 'Seguir comprando', url: `${brand.siteUrl()}/tienda` },
    {
      kind: 'paragraph',
      text: `¿Tienes alguna pregunta sobre tu pedido? Responde a este email indicando el número de pedido ${number} y te ayudaremos.`,
    },
  ];
  const rendered = renderEmail({
    subject: `Confirmación de tu pedido ${number}`,
    preheader: `Pago recibido: ${formatCents(order.total_cents)}. Gracias por tu compra.`,
    heading: '¡Gracias por tu compra!',
    blocks,
  });
  return { to: order.email, replyTo: brand.companyInbox(), ...rendered };
}
