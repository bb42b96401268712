// The client segments of the home page (spec §3) with the thresholds of spec §9.

export const SEGMENTS = [
  {
    title: 'Grandes empresas',
    detail: 'Más de 500 empleados · proyectos de más de 25.000 €',
    text: 'Programas anuales para varias sedes, con medición homogénea y un dashboard para toda la organización.',
  },
  {
    title: 'Medianas empresas',
    detail: 'Más de 100 empleados · hasta 25.000 €',
    text: 'Experiencias para departamentos completos y suscripciones que acompañan al equipo todo el año.',
  },
  {
    title: 'Pymes',
    detail: 'De 20 a 250 empleados · hasta 10.000 €',
    text: 'Un Demo Day o un Experience Day que une a toda la plantilla en una sola jornada.',
  },
  {
    title: 'Startups',
    detail: 'Presupuestos de menos de 6.000 €',
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
