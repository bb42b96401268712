// The client segments of the home page with their employee thresholds and price ranges.

/** What a project costs per client segment: the home page's segments and every data sheet show it. */
export const PRICE_RANGES = [
  { segment: 'Grandes empresas', employees: 'Más de 500 empleados', range: 'más de 25.000\u00a0€' },
  { segment: 'Medianas empresas', employees: 'Más de 100 empleados', range: 'hasta 25.000\u00a0€' },
  { segment: 'Pymes', employees: 'De 20 a 250 empleados', range: 'hasta 10.000\u00a0€' },
  { segment: 'Startups', employees: null, range: 'menos de 6.000\u00a0€' },
] as const;

const [large, medium, small, startups] = PRICE_RANGES;

export const SEGMENTS = [
  {
    title: large.segment,
    detail: `${large.employees} · proyectos de ${large.range}`,
    text: 'Programas anuales para varias sedes, con medición homogénea y un dashboard para toda la organización.',
  },
  {
    title: medium.segment,
    detail: `${medium.employees} · ${medium.range}`,
    text: 'Experiencias para departamentos completos y suscripciones que acompañan al equipo todo el año.',
  },
  {
    title: small.segment,
    detail: `${small.employees} · ${small.range}`,
    text: 'Un Demo Day o un Experience Day que une a toda la plantilla en una sola jornada.',
  },
  {
    title: startups.segment,
    detail: `Presupuestos de ${startups.range}`,
    text: 'Formatos ágiles para celebrar una ronda, un lanzamiento o integrar a quienes acaban de llegar.',
  },
  {
    title: 'Fundaciones y ONG',
    detail: 'Eventos Solidarios',
    text: 'Torneos benéficos que recaudan fondos para vuestra causa y dan visibilidad a vuestro trabajo.',
  },
  {
    title: 'Instituciones públicas',
    detail: 'Bienestar y comunidad',
    text: 'Bienestar para equipos públicos y actividades abiertas a la ciudadanía con impacto social.',
  },
] as const;
