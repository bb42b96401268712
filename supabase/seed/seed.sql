-- Demo data for local development and tests (never run in production).
-- Runs as the database owner in one transaction, before seed.ts. Fixed ids and upserts make it
-- safe to run again. seed.ts then generates and uploads the media files (images, audio, video,
-- PDFs), fills in the URL columns, creates the demo accounts and stamps created_by.

-- ─── catálogo ────────────────────────────────────────────────────────────────────────────

insert into public.products
  (id, title, description, price, category, subcategory, event_name, event_type, event_dates,
   additional_details, shipping_cost, has_variants, is_active, sort_order, stock)
values
  ('a0000000-0000-4000-8000-000000000001',
   'Entradas Gran Premio de Barcelona-Catalunya 2027',
   'Vive la Fórmula 1 desde las mejores tribunas del Circuit de Barcelona-Catalunya. Acceso los tres días del fin de semana: entrenamientos libres, clasificación y carrera.',
   189.00, 'tickets', 'Fórmula 1', 'Gran Premio de Barcelona-Catalunya', 'Carrera de Fórmula 1',
   '11 al 13 de junio de 2027', '{"circuito": "Circuit de Barcelona-Catalunya", "ciudad": "Montmeló"}',
   0, true, true, 10, 0),
  ('a0000000-0000-4000-8000-000000000002',
   'Experiencia Paddock Pitwall',
   'Entrada de día con acceso a nuestra hospitality: simuladores profesionales, charla con un ingeniero de pista y visita guiada al pit lane.',
   349.00, 'tickets', 'Hospitality', 'Gran Premio de Barcelona-Catalunya', 'Hospitality',
   '11 al 13 de junio de 2027', '{"incluye": "Comida, bebida y sesión de simulador de 20 minutos"}',
   0, true, true, 20, 0),
  ('a0000000-0000-4000-8000-000000000003',
   'Camiseta Pitwall Racing',
   'Camiseta oficial del equipo Pitwall, con el logotipo en el pecho y la bandera a cuadros en la espalda.',
   29.90, 'merchandising', 'Ropa', null, null, null,
   '{"color": "Negro", "sizes": ["S", "M", "L", "XL"], "material": "100% algodón orgánico"}',
   4.95, true, true, 30, 0),
  ('a0000000-0000-4000-8000-000000000004',
   'Gorra Pitwall Team',
   'Gorra de seis paneles en naranja Pitwall con cierre ajustable. Talla única.',
   24.00, 'merchandising', 'Accesorios', null, null, null,
   '{"color": "Naranja", "sizes": ["Única"], "material": "Algodón y poliéster reciclado"}',
   3.95, false, true, 40, 35),
  ('a0000000-0000-4000-8000-000000000005',
   'Sudadera Pit Crew',
   'Sudadera con capucha y bolsillo canguro, inspirada en los equipos de boxes. Nueva remesa en camino.',
   54.90, 'merchandising', 'Ropa', null, null, null,
   '{"color": "Gris antracita", "sizes": ["S", "M", "L", "XL"], "material": "80% algodón, 20% poliéster"}',
   4.95, false, true, 50, 0),
  ('a0000000-0000-4000-8000-000000000006',
   'Pack Pitwall Music · Semana 45',
   'Las 10 canciones del Top 10 de la semana 45 en alta calidad, libres de derechos para tus vídeos, eventos y presentaciones.',
   9.99, 'digital', 'Música', null, null, null,
   '{"week": 45, "song_count": 10}',
   0, false, true, 60, 999),
  ('a0000000-0000-4000-8000-000000000007',
   'Volante de simulador edición limitada',
   'Réplica del volante de nuestros simuladores. Disponible próximamente.',
   399.00, 'merchandising', 'Coleccionables', null, null, null,
   '{"color": "Carbono", "sizes": [], "material": "Fibra de carbono y aluminio"}',
   9.95, false, false, 70, 5)
on conflict (id) do update set
  title = excluded.title, description = excluded.description, price = excluded.price,
  category = excluded.category, subcategory = excluded.subcategory, event_name = excluded.event_name,
  event_type = excluded.event_type, event_dates = excluded.event_dates,
  additional_details = excluded.additional_details, shipping_cost = excluded.shipping_cost,
  has_variants = excluded.has_variants, is_active = excluded.is_active, sort_order = excluded.sort_order,
  stock = excluded.stock;

insert into public.product_variants
  (id, product_id, variant_name, attributes, price_adjustment, stock, is_active, is_default)
values
  -- Entradas GP: varias tribunas, una agotada.
  ('b0000000-0000-4000-8000-000000000101', 'a0000000-0000-4000-8000-000000000001', 'Acceso General',
   '{"tribunas": "Sin asiento asignado", "descripcion": "Zonas de césped alrededor del circuito, pantallas gigantes y fan zone."}',
   0, 180, true, false),
  ('b0000000-0000-4000-8000-000000000102', 'a0000000-0000-4000-8000-000000000001', 'Tribuna Principal',
   '{"tribunas": "Tribuna Principal", "descripcion": "Frente a la recta de meta y al pit lane: salida, paradas en boxes y podio."}',
   310.00, 24, true, true),
  ('b0000000-0000-4000-8000-000000000103', 'a0000000-0000-4000-8000-000000000001', 'Tribuna G',
   '{"tribunas": "Tribuna G", "descripcion": "Curvas 7 y 8, una de las mejores zonas de adelantamiento."}',
   160.00, 12, true, false),
  ('b0000000-0000-4000-8000-000000000104', 'a0000000-0000-4000-8000-000000000001', 'Tribuna J',
   '{"tribunas": "Tribuna J", "descripcion": "Curva 10 (La Caixa), frenada fuerte al final de la recta de atrás."}',
   120.00, 0, true, false),
  ('b0000000-0000-4000-8000-000000000105', 'a0000000-0000-4000-8000-000000000001', 'Tribuna N',
   '{"tribunas": "Tribuna N", "descripcion": "Última chicane y entrada a meta, con vista a la salida de boxes."}',
   95.00, 30, true, false),
  -- Experiencia Paddock: por día.
  ('b0000000-0000-4000-8000-000000000201', 'a0000000-0000-4000-8000-000000000002', 'Viernes · Libres',
   '{"tribunas": "Hospitality Pitwall + Tribuna A", "descripcion": "Entrenamientos libres 1 y 2."}',
   0, 20, true, true),
  ('b0000000-0000-4000-8000-000000000202', 'a0000000-0000-4000-8000-000000000002', 'Sábado · Clasificación',
   '{"tribunas": "Hospitality Pitwall + Tribuna A", "descripcion": "Libres 3 y clasificación."}',
   90.00, 14, true, false),
  ('b0000000-0000-4000-8000-000000000203', 'a0000000-0000-4000-8000-000000000002', 'Domingo · Carrera',
   '{"tribunas": "Hospitality Pitwall + Tribuna Principal", "descripcion": "Carrera completa y celebración en el podio."}',
   190.00, 8, true, false),
  -- Camiseta: tallas.
  ('b0000000-0000-4000-8000-000000000301', 'a0000000-0000-4000-8000-000000000003', 'Talla S',
   '{"talla": "S"}', 0, 15, true, false),
  ('b0000000-0000-4000-8000-000000000302', 'a0000000-0000-4000-8000-000000000003', 'Talla M',
   '{"talla": "M"}', 0, 22, true, true),
  ('b0000000-0000-4000-8000-000000000303', 'a0000000-0000-4000-8000-000000000003', 'Talla L',
   '{"talla": "L"}', 0, 18, true, false),
  ('b0000000-0000-4000-8000-000000000304', 'a0000000-0000-4000-8000-000000000003', 'Talla XL',
   '{"talla": "XL"}', 2.00, 0, true, false)
on conflict (id) do update set
  product_id = excluded.product_id, variant_name = excluded.variant_name, attributes = excluded.attributes,
  price_adjustment = excluded.price_adjustment, stock = excluded.stock, is_active = excluded.is_active,
  is_default = excluded.is_default;

-- ─── blog ────────────────────────────────────────────────────────────────────────────────
-- Posts and resources are dated relative to the day the seed runs (days before it, Madrid time), so
-- the demo never reads a year old.

insert into public.blog_posts (id, slug, title, excerpt, content, tags, published, published_at)
values
  ('c0000000-0000-4000-8000-000000000001',
   'reducir-el-estres-del-equipo-con-simuladores-de-f1',
   'Cómo reducir el estrés del equipo con simuladores de Fórmula 1',
   'Una sesión de simulador obliga a estar en el presente. Te contamos por qué eso baja el estrés y cómo lo medimos.',
   $html$<p>Uno de cada tres empleados dice sentirse estresado en el trabajo. Las charlas y los talleres ayudan, pero rara vez cambian cómo se siente un equipo el lunes por la mañana.</p>
<h2>Estar en el presente, de verdad</h2>
<p>Al volante de un simulador profesional no hay espacio para el correo pendiente: la curva siguiente exige toda la atención. Esa concentración plena, guiada por nuestros coaches, funciona como una pausa activa que reduce la ansiedad.</p>
<h2>Qué medimos</h2>
<ul>
<li>Nivel de estrés percibido antes y después de la sesión.</li>
<li>Capacidad de concentración en una prueba de atención breve.</li>
<li>Sensación de pertenencia al equipo.</li>
</ul>
<p>En nuestros programas de seis meses los equipos reducen hasta un <strong>40%</strong> el estrés percibido, y los resultados llegan a un panel que recursos humanos puede consultar cuando quiera.</p>$html$,
   array['bienestar', 'estrés', 'simuladores', 'equipos', 'recursos humanos'],
   true, ((now() at time zone 'Europe/Madrid')::date - 14 + time '09:00:00') at time zone 'Europe/Madrid'),
  ('c0000000-0000-4000-8000-000000000002',
   'team-building-que-si-funciona',
   'Team building que sí funciona: del paintball al pit stop',
   'Las actividades de equipo de siempre se olvidan en una semana. Un pit stop bien coordinado, no.',
   $html$<p>Cambiar cuatro neumáticos en menos de tres segundos no lo consigue una persona sola. Por eso usamos el pit stop como metáfora —y como ejercicio real— de coordinación.</p>
<h2>Roles claros, objetivo común</h2>
<p>Cada participante asume un papel: piloto, ingeniero de pista, jefe de mecánicos o estratega. Las decisiones se toman con datos de telemetría en tiempo real y se comentan al final de cada tanda.</p>
<h2>Resultados</h2>
<p>Los equipos que han pasado por un Experience Day valoran su trabajo en equipo un <strong>85%</strong> mejor tres semanas después.</p>$html$,
   array['team building', 'cohesión', 'experience day'],
   true, ((now() at time zone 'Europe/Madrid')::date - 29 + time '10:30:00') at time zone 'Europe/Madrid'),
  ('c0000000-0000-4000-8000-000000000003',
   'gira-solidaria-resumen-de-la-temporada',
   'Gira Solidaria: lo que hemos conseguido esta temporada',
   'Ocho ciudades, más de mil participantes y el 94% de lo recaudado destinado a proyectos sociales.',
   $html$<p>Nuestra Gira Solidaria ha recorrido ocho ciudades con los simuladores. Cada vuelta ha servido para financiar proyectos del club sin ánimo de lucro.</p>
<h2>Hasta el 94% para proyectos sociales</h2>
<p>Hasta el 94% de los ingresos de la gira se destina a proyectos sociales, y el 100% de la taquilla de los eventos solidarios va a las causas que eligen los participantes.</p>
<p>Gracias a todas las empresas que se han sumado: el año que viene volvemos con más paradas.</p>$html$,
   array['gira solidaria', 'impacto social'],
   true, ((now() at time zone 'Europe/Madrid')::date - 48 + time '12:00:00') at time zone 'Europe/Madrid'),
  ('c0000000-0000-4000-8000-000000000004',
   'asi-es-nuestro-simulador',
   'Así es nuestro simulador: montaje en menos de 30 minutos',
   'Ficha técnica del simulador que llevamos a tu oficina: dimensiones, peso y qué necesitamos para instalarlo.',
   $html$<p>Llevamos la experiencia a tu empresa. El simulador se monta en <strong>menos de 30 minutos</strong> y no necesita obras ni instalaciones especiales.</p>
<h2>Ficha técnica</h2>
<ul>
<li>Peso total: 850 kg.</li>
<li>Transporte en vehículo de un máximo de 3,5 toneladas.</li>
<li>Plataforma de movimiento, volante con force feedback y pedales de carga.</li>
<li>Tres pantallas envolventes y sonido inmersivo.</li>
</ul>
<p>Solo necesitamos un enchufe convencional y un espacio de unos 3 × 4 metros.</p>$html$,
   array['simuladores', 'ficha técnica', 'logística'],
   true, ((now() at time zone 'Europe/Madrid')::date - 69 + time '08:45:00') at time zone 'Europe/Madrid'),
  ('c0000000-0000-4000-8000-000000000005',
   'medir-el-impacto-del-bienestar-emocional',
   'Medir el impacto del bienestar emocional sin perder el alma',
   'Datos sí, pero con sentido: así convertimos cada sesión en indicadores que entiende toda la dirección.',
   $html$<p>El bienestar que no se mide acaba siendo lo primero que se recorta. Por eso cada programa incluye un panel con la evolución del estrés, la concentración y la cohesión del equipo.</p>
<h2>Indicadores que importan</h2>
<p>Trabajamos con encuestas breves validadas y con los datos de rendimiento en el simulador. Nada de cifras de vanidad: solo lo que ayuda a tomar decisiones.</p>$html$,
   array['métricas', 'roi', 'bienestar'],
   true, ((now() at time zone 'Europe/Madrid')::date - 91 + time '09:15:00') at time zone 'Europe/Madrid'),
  ('c0000000-0000-4000-8000-000000000006',
   'borrador-nuevos-formatos-2026',
   'Borrador: nuevos formatos para 2026',
   'Ideas para la próxima temporada (no publicado).',
   $html$<p>Pendiente de revisar con el equipo comercial antes de publicar.</p>$html$,
   array['interno'],
   false, null)
on conflict (id) do update set
  slug = excluded.slug, title = excluded.title, excerpt = excluded.excerpt, content = excluded.content,
  tags = excluded.tags, published = excluded.published, published_at = excluded.published_at;

-- ─── prensa ──────────────────────────────────────────────────────────────────────────────
-- file_size and dimensions are filled in by seed.ts from the generated files. A picture's file_path
-- is its full-size fallback, named <name>-<width>w.<ext>; its WebP renditions sit beside it.

insert into public.press_resources
  (id, title, description, category, file_type, file_path, file_format, dimensions, is_featured, created_at)
values
  ('e0000000-0000-4000-8000-000000000001', 'Logotipo Pitwall',
   'Logotipo principal sobre fondo oscuro, en alta resolución.', 'Identidad corporativa',
   'image', 'logos/pitwall-logotipo-1600w.png', 'PNG', '1600x840', true, ((now() at time zone 'Europe/Madrid')::date - 16 + time '10:00:00') at time zone 'Europe/Madrid'),
  ('e0000000-0000-4000-8000-000000000002', 'Simulador en la oficina',
   'Imagen del simulador instalado en la sede de un cliente.', 'Fotografías',
   'image', 'fotos/simulador-en-la-oficina-1800w.jpg', 'JPG', '1800x1200', true, ((now() at time zone 'Europe/Madrid')::date - 21 + time '10:00:00') at time zone 'Europe/Madrid'),
  ('e0000000-0000-4000-8000-000000000003', 'Podio de la Gira Solidaria',
   'Ganadores de la etapa de Barcelona de la Gira Solidaria.', 'Fotografías',
   'image', 'fotos/podio-gira-solidaria-1800w.jpg', 'JPG', '1800x1200', false, ((now() at time zone 'Europe/Madrid')::date - 42 + time '10:00:00') at time zone 'Europe/Madrid'),
  ('e0000000-0000-4000-8000-000000000004', 'Vídeo de presentación',
   'Pieza breve con la vuelta al circuito y el logotipo de Pitwall.', 'Vídeos',
   'video', 'videos/pitwall-presentacion.mp4', 'MP4', '960x540', true, ((now() at time zone 'Europe/Madrid')::date - 25 + time '10:00:00') at time zone 'Europe/Madrid'),
  ('e0000000-0000-4000-8000-000000000005', 'Sintonía Pitwall',
   'Sintonía corporativa para radio y podcast.', 'Audio',
   'audio', 'audio/sintonia-pitwall.m4a', 'M4A', null, false, ((now() at time zone 'Europe/Madrid')::date - 37 + time '10:00:00') at time zone 'Europe/Madrid'),
  ('e0000000-0000-4000-8000-000000000006', 'Dosier de prensa 2025',
   'Quiénes somos, qué hacemos, cifras de impacto y contacto de prensa.', 'Documentos',
   'document', 'dosier/dosier-de-prensa-pitwall-2025.pdf', 'PDF', null, true, ((now() at time zone 'Europe/Madrid')::date - 14 + time '10:00:00') at time zone 'Europe/Madrid'),
  ('e0000000-0000-4000-8000-000000000007', 'Nota de prensa: balance de la Gira Solidaria',
   'Resultados de la temporada y próximas paradas.', 'Notas de prensa',
   'document', 'notas/nota-de-prensa-gira-solidaria.pdf', 'PDF', null, false, ((now() at time zone 'Europe/Madrid')::date - 48 + time '10:00:00') at time zone 'Europe/Madrid')
on conflict (id) do update set
  title = excluded.title, description = excluded.description, category = excluded.category,
  file_type = excluded.file_type, file_path = excluded.file_path, file_format = excluded.file_format,
  dimensions = excluded.dimensions, is_featured = excluded.is_featured, created_at = excluded.created_at;

-- ─── música ──────────────────────────────────────────────────────────────────────────────
-- seed.ts generates each audio file from these rows (length = duration).

insert into public.songs (id, title, autor, genre, subgenre, duration, filename)
values
  ('d0000000-0000-4000-8000-000000000001', 'Vuelta Rápida', 'Pitwall Music', 'Electrónica', 'House', '0:12', 'vuelta-rapida.m4a'),
  ('d0000000-0000-4000-8000-000000000002', 'Bandera Verde', 'Nova Pulse', 'Pop', 'Dance pop', '0:10', 'bandera-verde.m4a'),
  ('d0000000-0000-4000-8000-000000000003', 'Boxes, Boxes', 'Los Mecánicos', 'Rock', 'Indie rock', '0:11', 'boxes-boxes.m4a'),
  ('d0000000-0000-4000-8000-000000000004', 'Curva de Montmeló', 'Luna Circuit', 'Lo-fi', 'Chillhop', '0:14', 'curva-de-montmelo.m4a'),
  ('d0000000-0000-4000-8000-000000000005', 'Safety Car', 'Pitwall Music', 'Ambient', null, '0:13', 'safety-car.m4a'),
  ('d0000000-0000-4000-8000-000000000006', 'Neumáticos Blandos', 'Synth Paddock', 'Synthwave', 'Retrowave', '0:12', 'neumaticos-blandos.m4a'),
  ('d0000000-0000-4000-8000-000000000007', 'Podio al Atardecer', 'Marina Delta', 'Pop', 'Balada', '0:15', 'podio-al-atardecer.m4a'),
  ('d0000000-0000-4000-8000-000000000008', 'DRS Activado', 'Nova Pulse', 'Electrónica', 'Techno', '0:10', 'drs-activado.m4a'),
  ('d0000000-0000-4000-8000-000000000009', 'Parrilla de Salida', 'Los Mecánicos', 'Rock', 'Hard rock', '0:09', 'parrilla-de-salida.m4a'),
  ('d0000000-0000-4000-8000-000000000010', 'Café en el Pit Lane', 'Luna Circuit', 'Jazz', 'Smooth jazz', '0:13', 'cafe-en-el-pit-lane.m4a'),
  ('d0000000-0000-4000-8000-000000000011', 'Rumba de Boxes', 'Compás Motor', 'Flamenco fusión', 'Rumba', '0:12', 'rumba-de-boxes.m4a'),
  ('d0000000-0000-4000-8000-000000000012', 'Última Vuelta', 'Marina Delta', 'Ambient', 'Cinemático', '0:14', 'ultima-vuelta.m4a'),
  ('d0000000-0000-4000-8000-000000000013', 'Telemetría', 'Synth Paddock', 'Electrónica', 'Downtempo', '0:11', 'telemetria.m4a'),
  ('d0000000-0000-4000-8000-000000000014', 'Equipo Unido', 'Pitwall Music', 'Pop', 'Pop rock', '0:12', 'equipo-unido.m4a')
on conflict (id) do update set
  title = excluded.title, autor = excluded.autor, genre = excluded.genre, subgenre = excluded.subgenre,
  duration = excluded.duration, filename = excluded.filename;

-- Ratings from twelve demo listening sessions: deterministic, 1–5, most songs rated several times.
-- Each song has its own "quality" (2.6–4.8) and each session scatters around it.
insert into public.song_ratings (song_id, rating, user_session)
select
  s.id,
  greatest(1, least(5, round(2.6 + ((s.n * 37) % 23) / 10.0 + (((s.n * 13 + v.k * 29) % 5) - 2) * 0.6)))::smallint,
  format('session-seed-%s', lpad(v.k::text, 4, '0'))
from (
  select id, row_number() over (order by id)::integer as n from public.songs
  where id::text like 'd0000000-0000-4000-8000-%'
) s
cross join generate_series(1, 12) as v(k)
where (s.n * 5 + v.k * v.k) % (3 + s.n % 4) <> 0
on conflict (song_id, user_session) do update set rating = excluded.rating;

-- The current Top 10.
delete from public.top10_playlist;
insert into public.top10_playlist (song_id, position)
values
  ('d0000000-0000-4000-8000-000000000007', 1),
  ('d0000000-0000-4000-8000-000000000001', 2),
  ('d0000000-0000-4000-8000-000000000004', 3),
  ('d0000000-0000-4000-8000-000000000011', 4),
  ('d0000000-0000-4000-8000-000000000006', 5),
  ('d0000000-0000-4000-8000-000000000002', 6),
  ('d0000000-0000-4000-8000-000000000010', 7),
  ('d0000000-0000-4000-8000-000000000014', 8),
  ('d0000000-0000-4000-8000-000000000003', 9),
  ('d0000000-0000-4000-8000-000000000012', 10);

-- Weekly Top 10 archive: snapshots of the songs as they were that week. The weeks are the current
-- one (Monday to Sunday, Madrid) and the two before it, computed on the day the seed runs, so the
-- newest list is always this week's.
insert into public.top10_weekly_history
  (id, week_number, week_start_date, week_end_date, title, description, songs)
select
  w.id, w.week_number, w.week_start_date, w.week_start_date + 6, w.title, w.description,
  (
    select jsonb_agg(
      jsonb_build_object('title', s.title, 'autor', s.autor, 'genre', s.genre, 'duration', s.duration, 'filename', s.filename)
      order by o.ord
    )
    from unnest(w.song_ids) with ordinality as o(song_id, ord)
    join public.songs s on s.id = o.song_id
  )
from (
  values
    ('f0000000-0000-4000-8000-000000000044'::uuid, 2,
     'La semana de la Gira Solidaria en Valencia.',
     array[1, 7, 2, 4, 9, 3, 6, 11, 5, 13]),
    ('f0000000-0000-4000-8000-000000000045'::uuid, 1,
     'Ritmos para concentrarse antes de la carrera.',
     array[7, 1, 4, 6, 11, 2, 10, 3, 14, 12]),
    ('f0000000-0000-4000-8000-000000000046'::uuid, 0,
     null,
     array[7, 4, 1, 11, 6, 10, 2, 14, 12, 8])
) as w0(id, weeks_ago, description, song_numbers)
cross join lateral (
  select date_trunc('week', (now() at time zone 'Europe/Madrid')::date)::date - 7 * w0.weeks_ago as monday
) as d
cross join lateral (
  select w0.id, extract(week from d.monday)::smallint as week_number, d.monday as week_start_date,
         format('Top 10 · Semana %s', extract(week from d.monday)) as title, w0.description,
         array(
           select format('d0000000-0000-4000-8000-%s', lpad(n::text, 12, '0'))::uuid
           from unnest(w0.song_numbers) with ordinality as u(n, i) order by i
         ) as song_ids
) as w
on conflict (id) do update set
  week_number = excluded.week_number, week_start_date = excluded.week_start_date,
  week_end_date = excluded.week_end_date, title = excluded.title, description = excluded.description,
  songs = excluded.songs;
