import { getSupabase } from '@pitwall/backend';
import { getUnsentMails, UNSENT_MAIL_MINUTES, type UnsentMail } from '@pitwall/backend/admin';
import { ErrorState, LoadingState, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { MailWarning } from 'lucide-react';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { Table } from '../../ui/Table.tsx';

/** What each promised mail is, as the staff call it. */
const KIND_LABELS: Record<string, string> = {
  order_confirmation: 'Confirmación de pedido',
  manifesto: 'Manifiesto',
  product_sheet: 'Ficha de producto',
  press_notification: 'Aviso de prensa',
  blog_welcome: 'Bienvenida al blog',
  contact_notification: 'Aviso de contacto',
  music_download: 'Descarga de música',
};

const Scroll = styled.div`
  overflow-x: auto;
`;

const MailsTable = styled(Table)`
  min-width: 40rem;
  td { overflow-wrap: anywhere; }
  td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

function MailRow({ mail }: { mail: UnsentMail }) {
  return (
    <tr>
      <td>{KIND_LABELS[mail.kind] ?? mail.kind}</td>
      <td>{mail.recipient}</td>
      <td>{formatReceived(mail.created_at)}</td>
      <td>
        {mail.attempts} {mail.attempts === 1 ? 'intento' : 'intentos'}
        <small>Próximo: {formatReceived(mail.next_attempt_at)}</small>
      </td>
      <td>{mail.last_error ?? '—'}</td>
    </tr>
  );
}

/**
 * Mails the site promised (order confirmations, lead mails, the staff's notices) that have not gone
 * after a few minutes: the outbox keeps retrying them; this tells the staff something is wrong.
 */
export function UnsentMailsCard() {
  const mails = useAsyncResource(() => getUnsentMails(getSupabase()));
  return (
    <Card
      title="Emails pendientes de envío"
      icon={<MailWarning size={22} aria-hidden="true" />}
      description={`Emails prometidos que siguen sin enviarse ${UNSENT_MAIL_MINUTES} minutos después. Se reintentan solos; si la lista crece, revisa el servidor de correo (SMTP).`}
    >
      {mails.status === 'loading' && <LoadingState label="Cargando emails pendientes…" />}
      {mails.status === 'error' && <ErrorState title="No se pudieron cargar los emails pendientes" onRetry={mails.reload} />}
      {mails.status === 'success' && mails.data.length === 0 && <Note>Todos los emails se han enviado.</Note>}
      {mails.status === 'success' && mails.data.length > 0 && (
        <Scroll>
          <MailsTable>
            <caption>
              <VisuallyHidden>Emails pendientes de envío</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Destinatario</th>
                <th scope="col">Prometido</th>
                <th scope="col">Intentos</th>
                <th scope="col">Último error</th>
              </tr>
            </thead>
            <tbody>
              {mails.data.map((mail) => (
                <MailRow key={mail.id} mail={mail} />
              ))}
            </tbody>
          </MailsTable>
        </Scroll>
      )}
    </Card>
  );
}
