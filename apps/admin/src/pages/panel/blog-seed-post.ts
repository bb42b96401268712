import type { NewBlogPost } from '@pitwall/backend/admin';

/**
 * The example post the seeding tool writes: the simulator's technical facts as the business states
 * them (assembly under 30 minutes, 850 kg, transport in a vehicle of at most 3.5 tonnes).
 */
export const BLOG_SEED_POST: NewBlogPost = {
  title: 'Ficha técnica del simulador: montaje, peso y transporte',
  slug: 'ficha-tecnica-del-simulador',
  excerpt: 'Todo lo que necesitas saber para recibir nuestro simulador de Fórmula 1 en tu empresa: se monta en menos de 30 minutos.',
  content: `<p>Llevamos el simulador de Fórmula 1 a tu oficina, a tu evento o a tu congreso sin obras ni instalaciones especiales.</p>
<h2>Datos técnicos</h2>
<ul>
<li><strong>Montaje:</strong> menos de 30 minutos.</li>
<li><strong>Peso:</strong> 850 kg.</li>
<li><strong>Transporte:</strong> en un vehículo de un máximo de 3,5 toneladas.</li>
</ul>
<h2>Qué necesitamos de ti</h2>
<p>Un acceso sin escalones hasta la sala, un enchufe convencional y un espacio despejado de unos 3 × 4 metros. Nosotros nos ocupamos del resto.</p>`,
  tags: ['simuladores', 'ficha técnica', 'logística'],
  published: true,
};
