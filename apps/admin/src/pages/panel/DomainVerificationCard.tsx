import { getSupabase } from '@pitwall/backend';
import { verifyDomain, type DomainAction, type DomainAnswer, type DomainDiagnostic } from '@pitwall/backend/admin';
import { Badge, Button, toast } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import { Field, Input } from '@pitwall/ui/form';
import { CheckCircle2, Globe, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Actions, Card } from '../../ui/Card.tsx';
import { DomainDiagnostics } from './DomainDiagnostics.tsx';
import { DomainRecordsTable } from './DomainRecordsTable.tsx';

/** After a forced verification the status is read again once the server has settled. */
const REFRESH_AFTER_FORCE_MS = 3000;

const STATUS_BADGE: Record<string, { label: string; tone: 'success' | 'accent' | 'danger' }> = {
  verified: { label: 'Verificado', tone: 'success' },
  pending: { label: 'Pendiente', tone: 'accent' },
  failed: { label: 'Fallido', tone: 'danger' },
};

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Panel = styled.div<{ $tone: 'success' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
  padding: ${({ theme }) => theme.spacing.medium};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft)};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xSmall};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

// The panel is a grid; the button keeps its own width.
const RecreateButton = styled(Button)`
  justify-self: start;
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

/**
 * The sending domain: its status, the DNS records to publish and a diagnosis of each. Every action
 * goes to the verify-domain function, which refuses anyone but an admin.
 */
export function DomainVerificationCard() {
  const [domain, setDomain] = useState('');
  const [busy, setBusy] = useState<DomainAction | null>(null);
  const [answer, setAnswer] = useState<DomainAnswer | null>(null);
  // Kept with the domain they were made for: another domain's answer never shows them.
  const [diagnosis, setDiagnosis] = useState<{ domain: string; items: DomainDiagnostic[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** `quiet`: the first look and the refresh after a forced verification speak only through the panel. */
  const run = useCallback(
    async (action: DomainAction, { quiet = false } = {}) => {
      setBusy(action);
      try {
        const outcome = await verifyDomain(getSupabase(), action, domain);
        if (!outcome.ok) {
          const message = outcome.message ?? 'Error desconocido';
          if (quiet) setNotice(message);
          else toast.error(message);
          // An unregistered domain: the panel stops showing the previous domain's state.
          if (outcome.status === 404) {
            setAnswer(null);
            setNotice(message);
          }
          return;
        }
        const { answer: next } = outcome;
        setAnswer(next);
        setNotice(null);
        if (next.diagnostics) setDiagnosis({ domain: next.domain.name, items: next.diagnostics });
        // A new or recreated domain has new records: an earlier diagnosis no longer applies.
        else if (action !== 'check_status') setDiagnosis(null);
        if (!quiet) toast.success(outcome.answer.message);
        if (action === 'force_verify') {
          clearTimeout(refreshTimer.current);
          refreshTimer.current = setTimeout(() => void run('check_status', { quiet: true }), REFRESH_AFTER_FORCE_MS);
        }
      } catch (error) {
        console.error('[verify-domain]', error);
        toast.error('Error desconocido');
      } finally {
        setBusy(null);
      }
    },
    [domain],
  );

  // The stored status of the sending domain on arrival; later looks follow the admin's clicks.
  const firstLook = useRef(run);
  useEffect(() => {
    void firstLook.current('check_status', { quiet: true });
    return () => clearTimeout(refreshTimer.current);
  }, []);

  const status = answer?.status;
  const badge = status ? (STATUS_BADGE[status] ?? { label: status, tone: 'neutral' as const }) : null;
  const action = (name: DomainAction, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button variant={variant} size="small" disabled={busy !== null} aria-busy={busy === name} onClick={() => void run(name)}>
      {label}
    </Button>
  );

  return (
    <Card
      title="Verificación de dominio"
      icon={<Globe size={22} aria-hidden="true" />}
      description="El dominio desde el que se envían los correos del sitio: registros DNS que hay que publicar y su comprobación."
    >
      <Field label="Dominio" hint="Déjalo vacío para usar el dominio desde el que se envían los correos.">
        {(ids) => (
          <Input {...ids} value={domain} placeholder="pitwall.es" autoComplete="off" spellCheck={false} onChange={(e) => setDomain(e.target.value)} />
        )}
      </Field>
      <Actions>
        {action('check_status', 'Comprobar estado', 'primary')}
        {action('diagnose', 'Diagnosticar')}
        {action('add_domain', 'Añadir dominio')}
        {action('force_verify', 'Forzar verificación')}
      </Actions>

      <div aria-live="polite">
        {answer && badge && (
          <StatusLine>
            <span>
              Dominio <strong>{answer.domain.name}</strong>:
            </span>
            <Badge $tone={badge.tone}>{badge.label}</Badge>
          </StatusLine>
        )}
        {notice && <p>{notice}</p>}
      </div>

      {status === 'verified' && (
        <Panel $tone="success">
          <h3>
            <CheckCircle2 size={20} aria-hidden="true" />
            Dominio verificado
          </h3>
          <p>Los registros DNS son correctos: los correos de {answer?.domain.name} salen autenticados.</p>
        </Panel>
      )}

      <SubHeading>Registros DNS</SubHeading>
      <DomainRecordsTable records={answer?.domain.records ?? []} />
      <Hint>Publica estos registros en tu proveedor de DNS. Los cambios pueden tardar entre 2 y 24 horas en propagarse.</Hint>

      {diagnosis && diagnosis.domain === answer?.domain.name && <DomainDiagnostics diagnostics={diagnosis.items} />}

      {status === 'failed' && (
        <Panel $tone="danger">
          <h3>
            <ShieldCheck size={20} aria-hidden="true" />
            Acciones avanzadas
          </h3>
          <p>
            La verificación ha fallado. Si has revisado los registros, recrea el dominio para empezar de nuevo con un token nuevo.
            Espera al menos 24 horas desde que publicaste los registros antes de recrear un dominio.
          </p>
          <Dialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Recrear dominio"
            description="¿Estás seguro? Esto eliminará el dominio actual y creará uno nuevo."
            trigger={
              <RecreateButton variant="secondary" size="small" disabled={busy !== null}>
                Recrear dominio
              </RecreateButton>
            }
          >
            <Actions>
              <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
                Cancelar
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmOpen(false);
                  void run('recreate_domain');
                }}
              >
                Sí, recrear
              </Button>
            </Actions>
          </Dialog>
        </Panel>
      )}
    </Card>
  );
}
