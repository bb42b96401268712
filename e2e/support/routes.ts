/** Every public route but the posts (one seeded post stands for every /blog/{slug}). */
export const PUBLIC_ROUTES = [
  '/',
  '/nosotros',
  '/soluciones',
  '/beneficios',
  '/impacto',
  '/contacto',
  '/politica-cookies',
  '/politica-privacidad',
  '/condiciones-uso',
  '/condiciones-contratacion',
  '/tienda',
  '/blog',
  '/prensa',
  '/playlist-music',
] as const;
