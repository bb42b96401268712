// The business figures the pages quote, written once. Where the requirements give two figures
// for one claim (stress reduction: 40 % and 85 %), the site says 40 % everywhere.

export const STRESS_REDUCTION = '40\u00a0%';

/** The six benefits of the home page, in the order the requirements list them. */
export const HOME_BENEFITS = [
  {
    figure: '−40\u00a0%',
    title: 'Salud emocional',
    text: 'Reducción del estrés percibido tras las sesiones: la concentración total de una vuelta rápida desconecta la mente de la presión del día a día.',
  },
  {
    figure: '+85\u00a0%',
    title: 'Cohesión',
    text: 'Más trabajo en equipo. Compartir box, estrategia y podio crea una confianza que vuelve a la oficina.',
  },
  {
    figure: '+68\u00a0%',
    title: 'Engagement',
    text: 'Más compromiso con la empresa cuando el bienestar deja de ser una promesa y se convierte en una experiencia vivida.',
  },
  {
    figure: 'Marca',
    title: 'Employer branding',
    text: 'Una experiencia que tu equipo cuenta con orgullo y que ayuda a atraer y retener talento.',
  },
  {
    figure: 'Causa',
    title: 'Propósito social',
    text: 'Cada experiencia impulsa un club sin ánimo de lucro y una gira solidaria anual.',
  },
  {
    figure: 'ROI',
    title: 'Resultados en un dashboard',
    text: 'Estrés, foco y cohesión medidos antes y después, en un panel que puedes presentar a dirección.',
  },
] as const;

/** The problem in figures: the business figures the home page quotes. */
export const PROBLEM_FIGURES = {
  stressed: '1 de cada 3',
  notEngaged: '60\u00a0%',
  withoutProgramme: '80\u00a0%',
} as const;

/** The four headline stats of /beneficios (stress at 40 %, as everywhere). */
export const HEADLINE_STATS = [
  { figure: STRESS_REDUCTION, label: 'menos estrés percibido' },
  { figure: '73\u00a0%', label: 'más cohesión en los equipos' },
  { figure: '92\u00a0%', label: 'de participantes satisfechos' },
  { figure: '68\u00a0%', label: 'más engagement' },
] as const;

/** The charity figures: the share of the tour and of the solidarity events that goes to the causes. */
export const IMPACT_FIGURES = {
  tourToProjects: '94\u00a0%',
  solidarityEventsToCauses: '100\u00a0%',
} as const;

const [stress, cohesion, engagement] = HOME_BENEFITS;

/** The proof under the home page's hero: the measured results and the charity share. */
export const PROOF_FIGURES = [
  { figure: stress.figure, label: 'de estrés percibido tras las sesiones' },
  { figure: cohesion.figure, label: 'de trabajo en equipo' },
  { figure: engagement.figure, label: 'de compromiso con la empresa' },
  { figure: `Hasta el ${IMPACT_FIGURES.tourToProjects}`, label: 'de los ingresos de la gira solidaria, a proyectos sociales' },
] as const;
