// The two testimonials the site quotes (/beneficios, and as proof on the home page): real words of
// clients, never made up for a page.
export const TESTIMONIALS = [
  {
    quote:
      'Veníamos de un trimestre durísimo y el Demo Day fue la primera vez en meses que vi al equipo reírse junto. Lo mejor llegó después: el informe nos dio cifras para defender un programa anual ante dirección.',
    name: 'Marta Soler',
    role: 'Directora de RRHH, empresa de logística (350 empleados)',
  },
  {
    quote:
      'Lo usamos como incentivo para el equipo comercial y acabó siendo la actividad de cohesión más comentada del año. Ventas y operaciones compitiendo en el mismo box: eso no lo consigue una cena.',
    name: 'Javier Prats',
    role: 'Director Comercial, compañía tecnológica (120 empleados)',
  },
] as const;
