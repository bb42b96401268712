import { getRuntimeConfig } from '@pitwall/config';
import { Link } from '@pitwall/router';
import { CompanyDetails } from './CompanyDetails.tsx';
import { JurisdictionClause } from './JurisdictionClause.tsx';
import { LegalPage } from './LegalPage.tsx';

export default function TermsOfSalePage() {
  const { brand } = getRuntimeConfig();
  return (
    <LegalPage title="Condiciones de contratación">
      <p>
        Estas condiciones regulan la contratación de las experiencias de {brand.name} y las compras en su tienda online. Al
        aceptar un presupuesto o completar un pedido, declaras haberlas leído y aceptado.
      </p>

      <h2>1. Prestador del servicio</h2>
      <CompanyDetails />

      <h2>2. Servicios</h2>
      <p>
        Ofrecemos experiencias de bienestar corporativo con simuladores de Fórmula 1 en los formatos Demo Day, Experience Day,
        Suscripción y Eventos Solidarios, con las características descritas en cada propuesta. En la tienda online
        vendemos entradas, merchandising y productos digitales.
      </p>

      <h2>3. Presupuestos y precios</h2>
      <ul>
        <li>Cada presupuesto detalla el formato, la fecha, el lugar, el número de participantes y el precio.</li>
        <li>Los precios de los presupuestos son válidos durante 30&nbsp;días desde su emisión.</li>
        <li>Salvo que se indique lo contrario, los precios no incluyen el IVA, que se añade al tipo vigente.</li>
        <li>La reserva de la fecha queda confirmada al aceptar el presupuesto y recibir el primer pago.</li>
      </ul>

      <h2>4. Forma de pago</h2>
      <ul>
        <li>Experiencias puntuales: 50&nbsp;% al inicio, al confirmar la reserva, y 50&nbsp;% al finalizar el servicio.</li>
        <li>Servicios recurrentes, como la Suscripción: pago mensual por adelantado.</li>
        <li>Compras en la tienda online: pago con tarjeta en el momento del pedido, a través de una pasarela de pago segura.</li>
      </ul>

      <h2>5. Cancelaciones</h2>
      <h3>Por parte del cliente</h3>
      <ul>
        <li>Con más de 30&nbsp;días de antelación a la fecha del servicio: sin penalización.</li>
        <li>Entre 15 y 30&nbsp;días antes: penalización del 25&nbsp;% del importe total.</li>
        <li>Con menos de 15&nbsp;días de antelación: penalización del 50&nbsp;% del importe total.</li>
      </ul>
      <h3>Por parte de {brand.name}</h3>
      <p>
        Si tenemos que cancelar un servicio, te devolvemos el 100&nbsp;% de lo pagado.
      </p>

      <h2>6. Obligaciones de las partes</h2>
      <p>
        Nos comprometemos a prestar el servicio con el equipo, los simuladores y el personal acordados, y a entregarte el
        informe de resultados cuando el formato lo incluya. El cliente facilita un espacio adecuado, con acceso para el montaje
        y toma de corriente, y el número de participantes acordado. Los participantes deben seguir las indicaciones de
        seguridad de nuestros instructores.
      </p>

      <h2>7. Compras en la tienda online</h2>
      <p>
        Si compras como consumidor, dispones de 14&nbsp;días naturales desde la recepción para desistir de la compra de productos
        físicos, escribiéndonos a <a href={`mailto:${brand.email}`}>{brand.email}</a>. Conforme al artículo 103 del Texto
        Refundido de la Ley General para la Defensa de los Consumidores y Usuarios, no cabe desistimiento en las entradas para
        eventos con fecha determinada ni en los contenidos digitales ya descargados con tu consentimiento.
      </p>

      <h2>8. Responsabilidad</h2>
      <p>
        No respondemos de los retrasos o incumplimientos debidos a causas de fuerza mayor; en ese caso acordaremos contigo una
        nueva fecha o, si no es posible, te devolveremos el 100&nbsp;% de lo pagado.
      </p>

      <h2>9. Protección de datos</h2>
      <p>
        Tratamos los datos necesarios para gestionar la contratación según la{' '}
        <Link to="/politica-privacidad">Política de privacidad</Link>. Los datos contractuales se conservan durante la vigencia
        del contrato y 6&nbsp;años más.
      </p>

      <h2>10. Legislación aplicable y jurisdicción</h2>
      <JurisdictionClause />
    </LegalPage>
  );
}
