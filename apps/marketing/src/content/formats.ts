// The formats of /soluciones: one tab each, in the requirements' order, 'demoday' first and
// the default. `id` is the tab's value in the URL (?formato=…); `product` is the name the data-sheet
// request stores. The fourth format is 'Eventos Solidarios' under the tab id 'torneos'.
//
// This is also the content of each format's data sheet: the seed renders the PDF the data-sheet
// mail links to from the same entry (supabase/seed/content/documents.ts), adding `sheet` and the
// price ranges per segment (segments.ts), so the tab and the sheet cannot say different things.

export interface Format {
  id: 'demoday' | 'experience' | 'suscripcion' | 'torneos';
  tab: string;
  product: string;
  title: string;
  summary: string;
  facts: { label: string; value: string }[];
  includes: string[];
  idealFor: string;
  /** What the data sheet holds besides the tab's text: the dialog promises prices, space and an agenda. */
  sheet: {
    duration: string;
    groupSize: string;
    space: string;
    power: string;
    agenda: { time: string; activity: string }[];
  };
}

/** The simulator every format brings: its assembly, weight and transport. */
const SPACE_PER_SIMULATOR =
  'Unos 3 × 2\u00a0m por simulador en planta baja o con ascensor de carga (cada simulador pesa 850\u00a0kg), acceso para una furgoneta de hasta 3,5\u00a0toneladas y montaje en menos de 30\u00a0minutos.';
const POWER_PER_SIMULATOR = 'Un enchufe de 230\u00a0V y 16\u00a0A por simulador a menos de 10\u00a0m, y otro para la pantalla de tiempos.';

export const FORMATS: Format[] = [
  {
    id: 'demoday',
    tab: 'Demo Day',
    product: 'Demo Day',
    title: 'Demo Day: media jornada para probar el efecto en tu equipo',
    summary:
      'Llevamos los simuladores a tu oficina o a un espacio cercano. En cuatro horas tu equipo vive la adrenalina de un Gran Premio, compite por turnos y sale con datos reales de cómo ha respondido al estrés.',
    facts: [
      { label: 'Duración', value: '4\u00a0horas' },
      { label: 'Participantes', value: 'Hasta 20' },
      { label: 'Montaje', value: 'Menos de 30\u00a0minutos' },
    ],
    includes: [
      'Briefing de pilotaje y seguridad con nuestros instructores',
      'Tandas cronometradas y una carrera final por equipos',
      'Medición de estrés y concentración antes y después',
      'Informe de resultados con recomendaciones para RRHH',
    ],
    idealFor: 'Equipos que quieren comprobar el impacto antes de comprometer un programa anual.',
    sheet: {
      duration: '4\u00a0horas',
      groupSize: 'Hasta 20 participantes',
      space: SPACE_PER_SIMULATOR,
      power: POWER_PER_SIMULATOR,
      agenda: [
        { time: '0:00', activity: 'Bienvenida, briefing de pilotaje y primera medición de estrés' },
        { time: '0:30', activity: 'Tandas cronometradas por turnos' },
        { time: '2:30', activity: 'Carrera final por equipos' },
        { time: '3:30', activity: 'Segunda medición, podio y primeros resultados' },
      ],
    },
  },
  {
    id: 'experience',
    tab: 'Experience Day',
    product: 'Experience Day',
    title: 'Experience Day: una jornada completa de Fórmula 1 para toda la plantilla',
    summary:
      'Ocho horas de experiencia inmersiva con clasificación, carreras y talleres de bienestar entre sesión y sesión. Pensado para convenciones, kick-offs y grandes celebraciones de empresa.',
    facts: [
      { label: 'Duración', value: '8\u00a0horas' },
      { label: 'Participantes', value: 'Hasta 50' },
      { label: 'Montaje', value: 'Menos de 30\u00a0minutos' },
    ],
    includes: [
      'Varios simuladores en paralelo para que nadie espere',
      'Clasificación, carrera y podio con entrega de trofeos',
      'Talleres de gestión del estrés y comunicación en equipo',
      'Dashboard de resultados de estrés, foco y cohesión',
    ],
    idealFor: 'Eventos de empresa, convenciones y equipos comerciales que celebran objetivos.',
    sheet: {
      duration: '8\u00a0horas',
      groupSize: 'Hasta 50 participantes',
      space: SPACE_PER_SIMULATOR,
      power: POWER_PER_SIMULATOR,
      agenda: [
        { time: '9:00', activity: 'Bienvenida, briefing y medición inicial' },
        { time: '9:30', activity: 'Clasificación en los simuladores' },
        { time: '11:30', activity: 'Taller de gestión del estrés' },
        { time: '13:00', activity: 'Comida' },
        { time: '14:00', activity: 'Carrera por equipos con estrategia de boxes' },
        { time: '16:00', activity: 'Taller de comunicación en equipo' },
        { time: '16:30', activity: 'Podio, trofeos y dashboard de resultados' },
      ],
    },
  },
  {
    id: 'suscripcion',
    tab: 'Suscripción',
    product: 'Suscripción',
    title: 'Suscripción: bienestar continuo, una sesión cada mes',
    summary:
      'El efecto de una experiencia dura semanas; el de un programa, todo el año. Con la suscripción volvemos cada mes para medir la evolución de tu equipo y ajustar cada sesión a lo que está pasando en la empresa.',
    facts: [
      { label: 'Duración', value: '6 o 12\u00a0meses' },
      { label: 'Frecuencia', value: 'Sesiones mensuales' },
      { label: 'Seguimiento', value: 'Dashboard continuo' },
    ],
    includes: [
      'Una sesión presencial al mes con simuladores e instructores',
      'Liga interna con clasificación acumulada',
      'Medición mensual de estrés, foco y cohesión',
      'Revisión trimestral de resultados con tu equipo de personas',
    ],
    idealFor: 'Empresas que quieren un programa de bienestar medible y no una acción aislada.',
    sheet: {
      duration: '6 o 12\u00a0meses, una sesión mensual de 3\u00a0horas',
      groupSize: 'Hasta 20 participantes por sesión',
      space: SPACE_PER_SIMULATOR,
      power: POWER_PER_SIMULATOR,
      agenda: [
        { time: '0:00', activity: 'Medición mensual de estrés, foco y cohesión' },
        { time: '0:20', activity: 'Reto del mes en los simuladores' },
        { time: '2:00', activity: 'Jornada de la liga interna y clasificación acumulada' },
        { time: '2:40', activity: 'Cierre con los datos del mes' },
      ],
    },
  },
  {
    id: 'torneos',
    tab: 'Eventos Solidarios',
    product: 'Eventos Solidarios',
    title: 'Eventos Solidarios: competir por una buena causa',
    summary:
      'Organizamos torneos entre departamentos, entre empresas o abiertos a clientes. En su versión solidaria, el 100\u00a0% de la recaudación de las inscripciones va a las causas que acompaña nuestro club sin ánimo de lucro.',
    facts: [
      { label: 'Formato', value: 'Por equipos o individual' },
      { label: 'Recaudación solidaria', value: '100\u00a0% a causas' },
      { label: 'Montaje', value: 'Menos de 30\u00a0minutos' },
    ],
    includes: [
      'Fase de clasificación, eliminatorias y gran final',
      'Retransmisión en pantalla con tiempos en directo',
      'Comunicación del evento y del impacto para tus canales',
      'Certificado de la donación en los Eventos Solidarios',
    ],
    idealFor: 'Empresas que quieren unir a sus equipos, a sus clientes y a su comunidad en torno a una causa.',
    sheet: {
      duration: 'De 4 a 8\u00a0horas según el número de equipos',
      groupSize: 'Hasta 50 participantes, por equipos o individual',
      space: SPACE_PER_SIMULATOR,
      power: POWER_PER_SIMULATOR,
      agenda: [
        { time: '0:00', activity: 'Bienvenida y presentación de la causa' },
        { time: '0:30', activity: 'Fase de clasificación' },
        { time: '2:00', activity: 'Eliminatorias con tiempos en directo' },
        { time: '3:30', activity: 'Gran final, podio y entrega del certificado de la donación' },
      ],
    },
  },
];

export const DEFAULT_FORMAT: Format['id'] = 'demoday';
