// The use cases of /soluciones, each with the anchor a link can point at (/soluciones#eventos).

export const USE_CASES = [
  {
    anchor: 'team-building',
    title: 'Team building',
    text: 'Equipos que se acaban de formar, áreas que no se hablan o una fusión que hay que digerir: en el box todo el mundo depende de todo el mundo. Diseñamos las pruebas para que ganar solo sea posible cooperando.',
    formats: 'Demo Day · Experience Day · Suscripción',
    consultation: 'Quiero organizar una actividad de team building con simuladores de Fórmula 1 para mi equipo.',
  },
  {
    anchor: 'eventos',
    title: 'Eventos de empresa',
    text: 'Convenciones, kick-offs, aniversarios o ferias: el simulador se convierte en el centro del evento, con retransmisión en pantalla, clasificación en directo y un podio que nadie olvida.',
    formats: 'Experience Day · Eventos Solidarios',
    consultation: 'Quiero incluir simuladores de Fórmula 1 en un evento de empresa.',
  },
  {
    anchor: 'incentivos',
    title: 'Incentivos',
    text: 'Premia a tu equipo comercial o a quien ha cerrado el año por encima del objetivo con una experiencia que no se puede comprar en una tienda, y mide cómo vuelve su energía.',
    formats: 'Demo Day · Experience Day',
    consultation: 'Quiero premiar a mi equipo con una experiencia de Fórmula 1 como incentivo.',
  },
  {
    anchor: 'torneos',
    title: 'Torneos',
    text: 'Ligas internas entre departamentos, competiciones entre empresas o torneos solidarios abiertos a clientes: con eliminatorias, tiempos en directo y, si quieres, una causa a la que donar la recaudación.',
    formats: 'Eventos Solidarios · Suscripción',
    consultation: 'Quiero organizar un torneo de simuladores de Fórmula 1 en mi empresa.',
  },
] as const;
