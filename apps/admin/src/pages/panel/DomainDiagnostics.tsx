import type { DomainDiagnostic } from '@pitwall/backend/admin';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
  list-style: none;
  padding: 0;
`;

const Item = styled.li<{ $status: string }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xSmall};
  padding: ${({ theme }) => theme.spacing.small};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $status }) => ($status === 'pass' ? theme.colors.successSoft : $status === 'fail' ? theme.colors.dangerSoft : theme.colors.surfaceAlt)};
  svg { color: ${({ theme, $status }) => ($status === 'pass' ? theme.colors.success : $status === 'fail' ? theme.colors.danger : theme.colors.accentText)}; }
  div { display: grid; gap: ${({ theme }) => theme.spacing.xxSmall}; min-width: 0; }
  code { font-size: ${({ theme }) => theme.fontSizes.small}; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0 ${({ theme }) => theme.spacing.xSmall}; font-size: ${({ theme }) => theme.fontSizes.small}; }
  dt { color: ${({ theme }) => theme.colors.inkSoft}; }
  dd { margin: 0; min-width: 0; }
`;

const STATUS_TEXT: Record<string, string> = { pass: 'Correcto', fail: 'Error' };

function StatusIcon({ status }: { status: string }) {
  if (status === 'pass') return <CheckCircle2 size={20} aria-hidden="true" />;
  if (status === 'fail') return <XCircle size={20} aria-hidden="true" />;
  return <AlertTriangle size={20} aria-hidden="true" />;
}

/** One line per expected record: what was expected, what DNS answered and what to do. */
export function DomainDiagnostics({ diagnostics }: { diagnostics: DomainDiagnostic[] }) {
  return (
    <section aria-label="Diagnóstico DNS">
      <h3>Diagnóstico</h3>
      <List>
        {diagnostics.map((item) => (
          <Item key={`${item.record}-${item.name}`} $status={item.status}>
            <StatusIcon status={item.status} />
            <div>
              <strong>
                {item.record} ({item.type}) · {STATUS_TEXT[item.status] ?? 'Aviso'}
              </strong>
              <p>{item.details}</p>
              <dl>
                <dt>Nombre</dt>
                <dd>
                  <code>{item.name}</code>
                </dd>
                <dt>Esperado</dt>
                <dd>
                  <code>{item.expected}</code>
                </dd>
                {item.found && (
                  <>
                    <dt>Encontrado</dt>
                    <dd>
                      <code>{item.found}</code>
                    </dd>
                  </>
                )}
              </dl>
            </div>
          </Item>
        ))}
      </List>
    </section>
  );
}
