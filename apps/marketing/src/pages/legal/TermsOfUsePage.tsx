import { getRuntimeConfig } from '@pitwall/config';
import { Link } from '@pitwall/router';
import { CompanyDetails } from './CompanyDetails.tsx';
import { JurisdictionClause } from './JurisdictionClause.tsx';
import { LegalPage } from './LegalPage.tsx';

export default function TermsOfUsePage() {
  const { brand } = getRuntimeConfig();
  return (
    <LegalPage title="Condiciones de uso">
      <h2>1. Datos identificativos</h2>
      <p>
        En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de
        Comercio Electrónico (LSSI-CE), te informamos de que este sitio web es titularidad de:
      </p>
      <CompanyDetails />

      <h2>2. Objeto</h2>
      <p>
        Estas condiciones regulan el acceso y el uso del sitio web de {brand.name}, desde el que presentamos nuestras
        experiencias de bienestar corporativo con simuladores de Fórmula 1, publicamos el blog y la sala de prensa, ofrecemos
        la sección de música y vendemos productos en la tienda online. Acceder al sitio implica aceptar estas condiciones en la
        versión publicada en cada momento.
      </p>

      <h2>3. Uso del sitio</h2>
      <p>Te comprometes a usar el sitio de forma lícita, diligente y conforme a la buena fe. En particular, no está permitido:</p>
      <ul>
        <li>Introducir datos falsos o de terceros en los formularios sin su autorización.</li>
        <li>Enviar contenidos ilícitos, ofensivos o que vulneren derechos de terceros.</li>
        <li>Intentar acceder a áreas restringidas, sobrecargar el servicio o introducir código malicioso.</li>
        <li>Reproducir o explotar comercialmente los contenidos sin nuestra autorización previa y por escrito.</li>
      </ul>
      <p>
        Si creas una cuenta, eres responsable de custodiar tu contraseña y de toda la actividad realizada con ella. Podemos
        suspender las cuentas que incumplan estas condiciones.
      </p>

      <h2>4. Propiedad intelectual e industrial</h2>
      <p>
        Los textos, imágenes, ilustraciones, logotipos, marcas, diseño y código del sitio pertenecen a {brand.legalName} o a
        terceros que han autorizado su uso, y están protegidos por la legislación de propiedad intelectual e industrial. Las
        canciones de {brand.name} Music se ofrecen libres de derechos en los términos indicados en la propia sección; cualquier
        otro uso requiere autorización expresa.
      </p>

      <h2>5. Responsabilidad</h2>
      <p>
        Trabajamos para que la información del sitio sea exacta y esté actualizada, pero no garantizamos la ausencia de errores
        ni la disponibilidad ininterrumpida del servicio. Las cifras de resultados que publicamos proceden de mediciones en
        experiencias anteriores y tienen carácter orientativo. No respondemos de los daños derivados de un uso indebido del
        sitio ni de interrupciones causadas por terceros o por causas de fuerza mayor.
      </p>

      <h2>6. Enlaces a otros sitios</h2>
      <p>
        El sitio puede incluir enlaces a redes sociales y a páginas de terceros, como el sistema de reserva de reuniones o la
        lista de espera del club. No controlamos esos sitios ni respondemos de sus contenidos o de sus políticas de privacidad.
      </p>

      <h2>7. Protección de datos y cookies</h2>
      <p>
        Tratamos los datos personales que nos facilitas según la <Link to="/politica-privacidad">Política de privacidad</Link> y
        usamos cookies según la <Link to="/politica-cookies">Política de cookies</Link>.
      </p>

      <h2>8. Modificaciones</h2>
      <p>
        Podemos modificar estas condiciones para adaptarlas a cambios legales o del servicio. La fecha de la última
        actualización figura al principio de esta página.
      </p>

      <h2>9. Legislación aplicable y jurisdicción</h2>
      <JurisdictionClause />
    </LegalPage>
  );
}
