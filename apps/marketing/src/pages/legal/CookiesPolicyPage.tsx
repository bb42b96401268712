import { getRuntimeConfig } from '@pitwall/config';
import { Link } from '@pitwall/router';
import styled from 'styled-components';
import { LegalPage } from './LegalPage.tsx';

// Exactly the cookies the analytics sets once the visitor accepts the banner (Google Analytics
// through the tag manager); nothing else on the site writes cookies.
const ANALYTICS_COOKIES = [
  { name: '_ga', purpose: 'Distingue a los visitantes de forma anónima para contar visitas y usuarios.', duration: '2\u00a0años' },
  { name: '_gid', purpose: 'Distingue a los visitantes durante el día para agrupar sus visitas.', duration: '24\u00a0horas' },
  { name: '_gat', purpose: 'Limita el número de peticiones al servicio de analítica.', duration: '1\u00a0minuto' },
];

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};
  th, td {
    padding: ${({ theme }) => theme.spacing.xSmall};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { color: ${({ theme }) => theme.colors.ink}; }
  td:first-child { font-family: ui-monospace, monospace; color: ${({ theme }) => theme.colors.ink}; }
`;

export default function CookiesPolicyPage() {
  const { brand } = getRuntimeConfig();
  return (
    <LegalPage title="Política de cookies">
      <p>
        Esta política explica qué cookies usa el sitio web de {brand.name}, titularidad de {brand.legalName}, conforme al
        artículo 22.2 de la Ley 34/2002 de Servicios de la Sociedad de la Información (LSSI-CE) y al Reglamento General de
        Protección de Datos.
      </p>

      <h2>1. Qué son las cookies</h2>
      <p>
        Son pequeños archivos que un sitio web guarda en tu navegador para recordar información sobre tu visita. Algunas son
        necesarias para que el sitio funcione; otras, como las de analítica, solo se instalan si las aceptas.
      </p>

      <h2 id="cookies-analitica">2. Cookies de analítica (solo con tu consentimiento)</h2>
      <p>
        Si pulsas «Aceptar» en el aviso de cookies, cargamos Google Analytics a través de Google Tag Manager, un servicio de
        Google Ireland Limited, para saber cuántas personas nos visitan y qué contenidos les interesan. Si las rechazas o cierras
        el aviso, no se instala ninguna de estas cookies ni se envía ningún dato de analítica.
      </p>
      <Table aria-labelledby="cookies-analitica">
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Finalidad</th>
            <th scope="col">Duración</th>
          </tr>
        </thead>
        <tbody>
          {ANALYTICS_COOKIES.map(({ name, purpose, duration }) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{purpose}</td>
              <td>{duration}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        Google puede tratar estos datos fuera del Espacio Económico Europeo con las garantías adecuadas. Más información en{' '}
        <a href="https://policies.google.com/technologies/cookies?hl=es">la política de cookies de Google</a>.
      </p>

      <h2>3. Almacenamiento técnico (sin consentimiento)</h2>
      <p>
        Para que el sitio funcione guardamos en el almacenamiento local de tu navegador, no en cookies, tu elección sobre las
        cookies, el contenido del carrito, la sesión si inicias sesión y un identificador anónimo para las valoraciones de
        canciones. Son estrictamente necesarios para darte el servicio que pides y no sirven para seguirte.
      </p>
      <p>
        Además, tu navegador nos envía de forma anónima cuánto tarda cada página en mostrarse y en responder (con la página, el
        tipo de dispositivo y de conexión): esas medidas de velocidad no guardan nada en tu navegador, no instalan ninguna
        cookie ni llevan ningún dato que te identifique, por lo que no necesitan tu consentimiento.
      </p>

      <h2>4. Cómo cambiar tu elección</h2>
      <p>
        Puedes retirar tu consentimiento en cualquier momento borrando las cookies y los datos de este sitio en la configuración
        de tu navegador: el aviso volverá a aparecer en tu próxima visita. También puedes bloquear las cookies desde las
        opciones de privacidad de Chrome, Firefox, Safari o Edge.
      </p>

      <h2>5. Más información</h2>
      <p>
        Para cualquier duda escríbenos a <a href={`mailto:${brand.email}`}>{brand.email}</a>. Sobre el tratamiento de tus datos,
        consulta la <Link to="/politica-privacidad">Política de privacidad</Link>.
      </p>
    </LegalPage>
  );
}
