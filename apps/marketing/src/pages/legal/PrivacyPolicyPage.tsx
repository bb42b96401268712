import { getRuntimeConfig } from '@pitwall/config';
import { Link } from '@pitwall/router';
import { CompanyDetails } from './CompanyDetails.tsx';
import { LegalPage } from './LegalPage.tsx';

export default function PrivacyPolicyPage() {
  const { brand } = getRuntimeConfig();
  return (
    <LegalPage title="Política de privacidad">
      <p>
        Esta política explica cómo tratamos tus datos personales conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley
        Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
      </p>

      <h2>1. Responsable del tratamiento</h2>
      <CompanyDetails />

      <h2>2. Qué datos tratamos</h2>
      <ul>
        <li>
          <strong>Formularios de contacto y de demo:</strong> nombre, empresa, email, teléfono, puesto y el mensaje que nos
          escribes.
        </li>
        <li>
          <strong>Descarga del manifiesto y solicitud de fichas técnicas:</strong> nombre, email, teléfono, empresa, puesto y,
          en las fichas, el tamaño del equipo, el formato que te interesa y tus necesidades.
        </li>
        <li>
          <strong>Cuenta de usuario, pedidos y suscripciones:</strong> nombre, apellidos, email, datos de envío y facturación y
          el historial de compras. Los datos de tarjeta los trata directamente la pasarela de pago; nosotros no los conocemos.
        </li>
        <li>
          <strong>Sección de música y sala de prensa:</strong> nombre, email y empresa para enviarte los enlaces de descarga o
          los recursos que solicitas.
        </li>
        <li>
          <strong>Datos de navegación:</strong> dirección IP, navegador, páginas visitadas y, solo si lo aceptas, los datos de
          las cookies de analítica.
        </li>
      </ul>

      <h2>3. Para qué los usamos y con qué base jurídica</h2>
      <ul>
        <li>
          Responder a tus consultas, enviarte el manifiesto, las fichas técnicas y los presupuestos que pides: tu consentimiento
          y la aplicación de medidas precontractuales (art. 6.1.a y 6.1.b RGPD).
        </li>
        <li>Prestar los servicios contratados, gestionar los pedidos y la facturación: ejecución del contrato (art. 6.1.b RGPD).</li>
        <li>Cumplir las obligaciones fiscales y contables: obligación legal (art. 6.1.c RGPD).</li>
        <li>
          Mantener la seguridad del sitio y prevenir abusos: interés legítimo (art. 6.1.f RGPD).
        </li>
        <li>Medir el uso del sitio con analítica: tu consentimiento, que puedes retirar en cualquier momento (art. 6.1.a RGPD).</li>
      </ul>
      <p>No tomamos decisiones automatizadas ni elaboramos perfiles con efectos jurídicos sobre ti.</p>

      <h2>4. Cuánto tiempo los conservamos</h2>
      <ul>
        <li>
          <strong>Datos contractuales</strong> (clientes, pedidos y facturas): durante la vigencia del contrato y 6&nbsp;años más,
          el plazo que exige el Código de Comercio.
        </li>
        <li>
          <strong>Datos de navegación:</strong> 2&nbsp;años.
        </li>
        <li>
          <strong>Consultas y solicitudes</strong> que no llegan a un contrato: mientras sean necesarias para atenderlas o hasta
          que nos pidas su supresión.
        </li>
      </ul>
      <p>Pasados esos plazos, los datos se bloquean durante el tiempo de prescripción de las acciones legales y después se eliminan.</p>

      <h2>5. A quién los comunicamos</h2>
      <p>
        No vendemos tus datos. Solo acceden a ellos, como encargados del tratamiento y con contrato conforme al artículo 28 del
        RGPD, los proveedores que necesitamos para funcionar: alojamiento y base de datos, envío de emails, pasarela de pago y,
        si das tu consentimiento, analítica web. Cuando alguno de ellos trata datos fuera del Espacio Económico Europeo, lo hace
        con las garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea. También comunicamos datos a
        las administraciones públicas cuando la ley lo exige.
      </p>

      <h2>6. Tus derechos</h2>
      <p>
        Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y
        retirar tu consentimiento en cualquier momento, escribiendo a <a href={`mailto:${brand.email}`}>{brand.email}</a> o a
        nuestro domicilio social, indicando qué derecho ejerces. Si consideras que no hemos atendido bien tu solicitud, puedes
        reclamar ante la Agencia Española de Protección de Datos (<a href="https://www.aepd.es">www.aepd.es</a>).
      </p>

      <h2>7. Seguridad y menores</h2>
      <p>
        Aplicamos medidas técnicas y organizativas para proteger tus datos: conexiones cifradas, control de acceso por roles y
        copias de seguridad. Nuestros servicios se dirigen a empresas y a mayores de 14&nbsp;años; no recogemos conscientemente datos
        de menores de esa edad.
      </p>

      <h2>8. Cookies</h2>
      <p>
        Consulta la <Link to="/politica-cookies">Política de cookies</Link> para saber qué cookies usamos y cómo gestionarlas.
      </p>
    </LegalPage>
  );
}
