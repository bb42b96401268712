import { getSupabase } from '@pitwall/backend';
import { getDashboard, LEAD_KINDS, type LeadKind } from '@pitwall/backend/admin';
import { Link } from '@pitwall/router';
import { ErrorState, formatEuros, formatLongDate, LoadingState, media, useAsyncResource } from '@pitwall/ui';
import styled from 'styled-components';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '../../ui/Card.tsx';
import { changeText } from './compare.ts';
import ActivityCharts from './ActivityCharts.tsx';

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  margin: 0;
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.laptop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Figure = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  dt { color: ${({ theme }) => theme.colors.inkSoft}; font-size: ${({ theme }) => theme.fontSizes.small}; }
  dd { margin: 0; }
  dd.value { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  dd small { color: ${({ theme }) => theme.colors.inkSoft}; }
  a { color: ${({ theme }) => theme.colors.accentText}; }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  min-width: 0;
`;

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

const ChangeLine = styled.dd<{ $direction: 'up' | 'down' | 'same' }>`
  svg { vertical-align: -3px; margin-right: ${({ theme }) => theme.spacing.xxSmall}; }
  strong { white-space: nowrap; margin-right: ${({ theme }) => theme.spacing.xxSmall}; }
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme, $direction }) => ($direction === 'up' ? theme.colors.success : $direction === 'down' ? theme.colors.danger : theme.colors.inkSoft)};
  span { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/** '▲ +25 % frente a los mismos días de la semana pasada (20)'. */
function Change({ now, before, period, shown = String }: { now: number; before: number; period: string; shown?: (value: number) => string }) {
  const { text, direction } = changeText(now, before);
  const Icon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;
  return (
    <ChangeLine $direction={direction}>
      <Icon size={16} aria-hidden="true" />
      <strong>{text}</strong>
      <span>
        frente a {period} ({shown(before)})
      </span>
    </ChangeLine>
  );
}

/**
 * A small summary: new leads this week, what is pending, orders and revenue this month; then the
 * same over time as charts (they load on their own: the numbers do not wait for them).
 */
export default function DashboardSection() {
  const summary = useAsyncResource(() => getDashboard(getSupabase()));

  return (
    <Stack>
      <Card title="Resumen" description="Semanas de lunes a domingo y meses naturales, en hora de Madrid.">
        {summary.status === 'loading' && <LoadingState label="Cargando el resumen…" />}
        {summary.status === 'error' && (
          <ErrorState title="No se pudo cargar el resumen" message="Comprueba la conexión e inténtalo de nuevo." onRetry={summary.reload} />
        )}
        {summary.status === 'success' && (
          <Figures>
            <Figure>
              <dt>Contactos nuevos esta semana</dt>
              <dd className="value">{summary.data.leads_this_week}</dd>
              <Change now={summary.data.leads_this_week} before={summary.data.leads_previous_week} period="los mismos días de la semana pasada" />
              <dd>
                <small>
                  Desde el {formatLongDate(`${summary.data.week_start}T12:00:00`)}
                  {Object.entries(summary.data.leads_this_week_by_kind).map(([kind, total]) => ` · ${LEAD_KINDS[kind as LeadKind].label}: ${total}`)}
                </small>
              </dd>
            </Figure>
            <Figure>
              <dt>Contactos pendientes de gestionar</dt>
              <dd className="value">{summary.data.leads_pending}</dd>
              <dd>
                <Link to="/admin/bandeja?estado=pendientes">Ver los pendientes</Link>
              </dd>
            </Figure>
            <Figure>
              <dt>Pedidos pagados este mes</dt>
              <dd className="value">{summary.data.paid_orders_this_month}</dd>
              <Change now={summary.data.paid_orders_this_month} before={summary.data.paid_orders_previous_month} period="los mismos días del mes pasado" />
              <dd>
                <small>{count(summary.data.pending_orders, 'pedido pendiente de pago', 'pedidos pendientes de pago')}</small>
              </dd>
            </Figure>
            <Figure>
              <dt>Ingresos este mes</dt>
              <dd className="value">{formatEuros(summary.data.revenue_cents_this_month / 100)}</dd>
              <Change
                now={summary.data.revenue_cents_this_month}
                before={summary.data.revenue_cents_previous_month}
                period="los mismos días del mes pasado"
                shown={(cents) => formatEuros(cents / 100)}
              />
              <dd>
                <Link to="/admin/pedidos?estado=paid">Ver los pedidos pagados</Link>
              </dd>
            </Figure>
          </Figures>
        )}
      </Card>
      <ActivityCharts />
    </Stack>
  );
}
