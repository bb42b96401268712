import { getRuntimeConfig } from '@pitwall/config';
import { monitoredFetch } from '@pitwall/monitoring';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** How long the scheduling page may take before the dialog offers the plain link instead. */
export const BOOKING_LOAD_TIMEOUT_MS = 10_000;

const Frame = styled.iframe<{ $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  width: 100%;
  height: 700px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  color: ${({ theme }) => theme.colors.inkSoft};
  a { color: ${({ theme }) => theme.colors.accentText}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

type Status = 'loading' | 'ready' | 'unavailable';

/**
 * The third-party scheduling page in a 700 px frame. It is mounted only when the booking dialog
 * opens, so nothing is requested before. A frame shows the browser's error page when the site is
 * unreachable, and its load event fires all the same; so a no-cors request (through the page's
 * monitor, like every request) checks the page can be reached, and a timeout covers a page that never loads. Either way the dialog then offers a plain
 * link to the same page and the contact e-mail.
 */
export function BookingFrame() {
  const { integrations, brand } = getRuntimeConfig();
  const [status, setStatus] = useState<Status>('loading');
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [reachable, setReachable] = useState(false);

  useEffect(() => {
    if (!navigator.onLine) {
      setStatus('unavailable');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => setStatus((now) => (now === 'loading' ? 'unavailable' : now)), BOOKING_LOAD_TIMEOUT_MS);
    monitoredFetch(integrations.bookingUrl, { mode: 'no-cors', cache: 'no-store', signal: controller.signal })
      .then(() => setReachable(true))
      .catch(() => {
        if (!controller.signal.aborted) setStatus('unavailable');
      });
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [integrations.bookingUrl]);

  useEffect(() => {
    if (frameLoaded && reachable) setStatus((now) => (now === 'loading' ? 'ready' : now));
  }, [frameLoaded, reachable]);

  if (status === 'unavailable') {
    return (
      <Notice role="status">
        <p>No hemos podido cargar el calendario de reservas.</p>
        <p>
          <a href={integrations.bookingUrl} target="_blank" rel="noopener noreferrer">
            Abrir la página de reservas
          </a>{' '}
          o escríbenos a <a href={`mailto:${brand.email}`}>{brand.email}</a> y te proponemos una hora.
        </p>
      </Notice>
    );
  }

  return (
    <>
      {status === 'loading' && (
        <Notice role="status">
          <p>Cargando el calendario…</p>
        </Notice>
      )}
      <Frame
        $hidden={status !== 'ready'}
        src={integrations.bookingUrl}
        title="Calendario para reservar tu demo de 15 minutos"
        onLoad={() => setFrameLoaded(true)}
      />
    </>
  );
}
