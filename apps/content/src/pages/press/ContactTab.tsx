import { getRuntimeConfig } from '@pitwall/config';
import { lineIcon, media } from '@pitwall/ui';
import { Clock as clockShapes, Mail as mailShapes, Phone as phoneShapes } from 'lucide';
import styled from 'styled-components';
import { PressForm } from './PressForm.tsx';

const ClockIcon = lineIcon('clock', clockShapes);
const MailIcon = lineIcon('mail', mailShapes);
const PhoneIcon = lineIcon('phone', phoneShapes);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xLarge};
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
  ${media.laptop} { grid-template-columns: 20rem minmax(0, 1fr); align-items: start; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; margin-bottom: ${({ theme }) => theme.spacing.medium}; }
`;

const Channels = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.spacing.xxSmall} ${({ theme }) => theme.spacing.small};
    padding: ${({ theme }) => theme.spacing.medium};
    border-radius: ${({ theme }) => theme.radii.large};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  svg { grid-row: span 2; color: ${({ theme }) => theme.colors.accentText}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; }
  a { color: ${({ theme }) => theme.colors.accentText}; font-weight: ${({ theme }) => theme.fontWeights.bold}; overflow-wrap: anywhere; }
`;

const FormPanel = styled.section`
  padding: ${({ theme }) => theme.spacing.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export function ContactTab() {
  const { pressEmail } = getRuntimeConfig().brand;
  return (
    <Layout>
      <section aria-labelledby="canales-titulo">
        <h2 id="canales-titulo">Contacto directo</h2>
        <Channels>
          <li>
            <MailIcon size={24} aria-hidden="true" />
            <strong>Email de prensa</strong>
            <a href={`mailto:${pressEmail}`}>{pressEmail}</a>
          </li>
          <li>
            <PhoneIcon size={24} aria-hidden="true" />
            <strong>Teléfono para urgencias</strong>
            <span>+34 XXX XXX XXX</span>
          </li>
          <li>
            <ClockIcon size={24} aria-hidden="true" />
            <strong>Tiempo de respuesta</strong>
            <span>24-48 horas laborables</span>
          </li>
        </Channels>
      </section>
      <FormPanel aria-labelledby="solicitud-titulo">
        <h2 id="solicitud-titulo">Envíanos tu solicitud</h2>
        <PressForm />
      </FormPanel>
    </Layout>
  );
}
