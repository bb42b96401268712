import { getRuntimeConfig } from '@pitwall/config';
import { Container, lineIcon, media, NoBox, PageHeader, PageMeta, StaticIsland } from '@pitwall/ui';
import { CalendarClock as calendarClockShapes, Mail as mailShapes, MapPin as mapPinShapes, MessageCircle as messageCircleShapes } from 'lucide';
import styled from 'styled-components';
import { IconBadge } from '../../components/blocks.tsx';
import { ContactForm, LeadDialogButton } from '@pitwall/leads';

const CalendarClockIcon = lineIcon('calendar-clock', calendarClockShapes);
const MailIcon = lineIcon('mail', mailShapes);
const MapPinIcon = lineIcon('map-pin', mapPinShapes);
const MessageCircleIcon = lineIcon('message-circle', messageCircleShapes);

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xLarge};
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
  ${media.laptop} { grid-template-columns: 3fr 2fr; align-items: start; }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${media.tablet} { padding: ${({ theme }) => theme.spacing.xLarge}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; font-weight: ${({ theme }) => theme.fontWeights.black}; }
  /* The panel's own paragraph (an island's may sit in a box-less wrapper), not the form's. */
  p:not(form p) { margin: ${({ theme }) => theme.spacing.xSmall} 0 ${({ theme }) => theme.spacing.large}; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
`;

const Booking = styled(Panel)`
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.onDark};
  border-color: ${({ theme }) => theme.colors.surfaceDark};
  p:not(form p) { color: ${({ theme }) => theme.colors.onDarkMuted}; }
`;

const Channels = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  li { display: flex; gap: ${({ theme }) => theme.spacing.small}; align-items: center; }
  div > span { display: block; font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; }
  a { font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.ink}; overflow-wrap: anywhere; }
  address { font-style: normal; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

export default function ContactPage() {
  const { brand } = getRuntimeConfig();
  const channels = [
    {
      icon: MessageCircleIcon,
      label: 'WhatsApp',
      value: <a href={`https://wa.me/${brand.whatsapp.number}`}>{brand.whatsapp.display}</a>,
    },
    { icon: MailIcon, label: 'Email', value: <a href={`mailto:${brand.email}`}>{brand.email}</a> },
    {
      icon: MapPinIcon,
      label: 'Oficina',
      value: (
        <address>
          {brand.address.street}, {brand.address.postalCode} {brand.address.city}
        </address>
      ),
    },
  ];

  return (
    <Container>
      <PageMeta title="Contacto" description="Cuéntanos qué necesita tu equipo: escríbenos, agenda una demo de 15&nbsp;minutos o háblanos por WhatsApp. Respondemos en menos de 24&nbsp;horas laborables." />
      <PageHeader
        title="Contacta con Nosotros"
        lead="Cuéntanos qué necesita tu equipo y te responderemos en menos de 24&nbsp;horas laborables."
      />
      <Columns>
        <Panel aria-labelledby="mensaje">
          <h2 id="mensaje">Envíanos un mensaje</h2>
          <p>Te contestará una persona del equipo, no un robot.</p>
          <ContactForm />
        </Panel>
        <Side>
          <Booking aria-labelledby="demo">
            {/* Only the button answers: the icon and the copy stay as prerendered. */}
            <StaticIsland as={NoBox}>
              <IconBadge>
                <CalendarClockIcon aria-hidden="true" size={22} />
              </IconBadge>
              <h2 id="demo">¿Prefieres hablarlo?</h2>
              <p>Reserva una videollamada de 15&nbsp;minutos: te enseñamos cómo funciona una sesión y resolvemos tus dudas.</p>
            </StaticIsland>
            <LeadDialogButton dialog="booking" title="Agenda tu Demo - 15&nbsp;minutos" description="Elige el día y la hora que mejor te vengan.">
              Agenda tu Demo - 15&nbsp;minutos
            </LeadDialogButton>
          </Booking>
          {/* Text and plain links: kept as prerendered while the brand's details are the same. */}
          <StaticIsland as={Panel} aria-labelledby="datos" watch={[brand.whatsapp.number, brand.whatsapp.display, brand.email, brand.address.street, brand.address.postalCode, brand.address.city]}>
            <h2 id="datos">Datos de contacto</h2>
            <p>También puedes escribirnos directamente.</p>
            <Channels>
              {channels.map(({ icon: Icon, label, value }) => (
                <li key={label}>
                  <IconBadge>
                    <Icon aria-hidden="true" size={22} />
                  </IconBadge>
                  <div>
                    <span>{label}</span>
                    {value}
                  </div>
                </li>
              ))}
            </Channels>
          </StaticIsland>
        </Side>
      </Columns>
    </Container>
  );
}
