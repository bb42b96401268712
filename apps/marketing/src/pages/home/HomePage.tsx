import { getRuntimeConfig } from '@pitwall/config';
import { getSiteImage } from '@pitwall/backend/site-images';
import { ButtonLink, Container, lineIcon, media, PageMeta, NoBox, Picture, StaticIsland, useAsyncResource } from '@pitwall/ui';
import { BatteryLow, Frown, Unplug } from 'lucide';
import styled from 'styled-components';
import { Actions, Band, CallToAction, Card, CardGrid, FeatureCard, PageSection, SectionHeading, Split } from '../../components/blocks.tsx';
import { organizationJsonLd } from '../../content/organization.ts';
import { HOME_BENEFITS, PROBLEM_FIGURES, PROOF_FIGURES } from '../../content/claims.ts';
import { SEGMENTS } from '../../content/segments.ts';
import { Testimonials } from '../../components/Testimonials.tsx';
import { HeroTrack } from '../../illustrations/HeroTrack.tsx';
import { DemoDialogButton } from '@pitwall/leads';

const FrownIcon = lineIcon('frown', Frown);
const BatteryLowIcon = lineIcon('battery-low', BatteryLow);
const UnplugIcon = lineIcon('unplug', Unplug);

const Hero = styled.header`
  padding: ${({ theme }) => theme.spacing.xxLarge} 0 ${({ theme }) => theme.spacing.xLarge};
  ${media.laptop} { padding: ${({ theme }) => theme.spacing.xxLarge} 0 ${({ theme }) => theme.spacing.xLarge}; }
`;

/**
 * The hero picture: the admins' photograph when they have set one (Imágenes in the panel), else
 * the drawing. Both fill the same 4:3 box, so the photograph arriving moves nothing.
 */
const HeroFrame = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.large};
  overflow: hidden;
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
  svg { max-width: none; height: 100%; }
`;

function HeroPicture() {
  const photo = useAsyncResource(() => getSiteImage('home-hero'), null, 'home/hero-image');
  const image = photo.status === 'success' ? photo.data : null;
  // A picture answers nothing: kept as prerendered while it is the same image.
  return (
    <StaticIsland as={HeroFrame} watch={[JSON.stringify(image)]}>
      {image ? (
        <Picture src={image.src} webpSrcSet={image.webpSrcSet} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 1200px) 572px, (min-width: 960px) 46vw, 100vw" fetchPriority="high" />
      ) : (
        <HeroTrack />
      )}
    </StaticIsland>
  );
}

/** The measured results, in a row under the hero: the first thing after the promise. */
const ProofFigures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.medium};
  ${media.laptop} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${({ theme }) => theme.spacing.large}; }
  li {
    padding-left: ${({ theme }) => theme.spacing.small};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.onDark};
    ${media.laptop} { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; }
  }
`;

const Segments = styled.p`
  margin: ${({ theme }) => theme.spacing.large} 0 !important;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  strong { color: ${({ theme }) => theme.colors.onDark}; }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.spacing.medium};
  font-size: ${({ theme }) => theme.fontSizes.large};
  color: ${({ theme }) => theme.colors.inkSoft};
  max-width: 36rem;
`;

const Fails = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  li {
    padding-left: ${({ theme }) => theme.spacing.large};
    position: relative;
  }
  li::before {
    content: '✕';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Solution = styled.div`
  padding: ${({ theme }) => theme.spacing.xLarge};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.onDark};
  h3 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; font-weight: ${({ theme }) => theme.fontWeights.black}; }
  p { margin-top: ${({ theme }) => theme.spacing.small}; color: ${({ theme }) => theme.colors.onDarkMuted}; }
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText} !important;
`;

/** 'grandes empresas, medianas empresas, …, fundaciones y ONG e instituciones públicas'. */
function clientSegments(): string {
  return new Intl.ListFormat('es', { type: 'conjunction' }).format(SEGMENTS.map(({ title }) => title.charAt(0).toLowerCase() + title.slice(1)));
}

const PROBLEMS = [
  {
    icon: FrownIcon,
    title: 'Estrés elevado',
    figure: PROBLEM_FIGURES.stressed,
    text: 'empleados vive con estrés. Afecta al descanso, a las decisiones y a la forma de tratar a los compañeros.',
  },
  {
    icon: BatteryLowIcon,
    title: 'Baja productividad',
    figure: PROBLEM_FIGURES.notEngaged,
    text: 'de la plantilla no se siente implicada. Se cumple el horario, pero se pierde energía, foco e ideas.',
  },
  {
    icon: UnplugIcon,
    title: 'Desconexión',
    figure: PROBLEM_FIGURES.withoutProgramme,
    text: 'de las empresas no tiene un programa de bienestar. Los equipos trabajan juntos sin sentirse equipo.',
  },
];

// The figures, lists and cards are copy: StaticIsland keeps their prerendered HTML while the page
// hydrates, so only the hero's and the bands' controls cost the browser any work.
export default function HomePage() {
  const { brand } = getRuntimeConfig();
  return (
    <>
      <PageMeta title="Bienestar emocional con simuladores de Fórmula 1" description="Experiencias de bienestar corporativo con simuladores de Fórmula 1: menos estrés, más cohesión y resultados medibles para tu equipo." jsonLd={organizationJsonLd(brand)} />
      <Container>
        <Hero>
          <Split>
            <div>
              <StaticIsland as={NoBox}>
                <h1>{'Bienestar emocional a 300\u00a0km/h'}</h1>
                <Lead>
                  Experiencias con simuladores de Fórmula 1 para empresas: menos estrés, equipos más unidos y resultados que se
                  miden. Y cada carrera impulsa un proyecto solidario.
                </Lead>
              </StaticIsland>
              <Actions>
                <DemoDialogButton size="large" />
                <ButtonLink to="/soluciones" variant="secondary" size="large">
                  Ver formatos
                </ButtonLink>
              </Actions>
            </div>
            <HeroPicture />
          </Split>
        </Hero>
      </Container>

      {/* Text and links only, like the sections below: the band stays as prerendered while the page
          hydrates (its links followed in the page), and is written only when it renders for real
          (kept HTML makes no Intl list formatter). */}
      <StaticIsland as={Band} $tone="dark" aria-labelledby="resultados">
        {() => (
          <Container>
            <SectionHeading id="resultados" onDark eyebrow="Resultados medidos" title="Lo que ya han vivido otros equipos" />
            <ProofFigures>
              {PROOF_FIGURES.map(({ figure, label }) => (
                <li key={label}>
                  <strong>{figure}</strong>
                  {label}
                </li>
              ))}
            </ProofFigures>
            <Segments>
              <strong>Para</strong> {clientSegments()}.
            </Segments>
            <Testimonials />
          </Container>
        )}
      </StaticIsland>

      <PageSection
        textOnly
        id="problema"
        tone="alt"
        eyebrow="El problema"
        title="Tus equipos están agotados, y se nota"
        lead="El estrés y la desconexión no aparecen en la cuenta de resultados hasta que ya es tarde."
      >
        <CardGrid>
          {PROBLEMS.map(({ icon, title, figure, text }) => (
            <FeatureCard key={title} icon={icon} title={title} figure={figure}>
              {text}
            </FeatureCard>
          ))}
        </CardGrid>
      </PageSection>

      <StaticIsland as={Band} aria-labelledby="solucion">
        <Container>
          <Split>
            <div>
              <SectionHeading id="solucion" eyebrow="Por qué fallan los métodos tradicionales" title="Más de lo mismo da lo mismo" />
              <Fails>
                <li>Las charlas y los webinars se olvidan al día siguiente.</li>
                <li>Las cenas de empresa reúnen, pero no cohesionan.</li>
                <li>Las apps de bienestar se descargan y no se abren.</li>
                <li>Nadie mide el resultado, así que nadie puede defender el presupuesto.</li>
              </Fails>
            </div>
            <Solution>
              <h3>La solución: emoción, equipo y datos</h3>
              <p>
                Un simulador de Fórmula 1 exige concentración total: durante unos minutos la mente solo está en la pista. Esa
                desconexión real baja el estrés, y competir como equipo en el box crea vínculos que duran.
              </p>
              <p>
                Medimos estrés, foco y cohesión antes y después de cada experiencia y te lo entregamos en un dashboard, para que
                el bienestar tenga cifras.
              </p>
              <Actions>
                <ButtonLink to="/soluciones">Explorar formatos</ButtonLink>
              </Actions>
            </Solution>
          </Split>
        </Container>
      </StaticIsland>

      <PageSection
        textOnly
        id="beneficios"
        tone="alt"
        eyebrow="Beneficios"
        title="Lo que cambia en tu equipo"
        lead="Resultados medidos en las empresas que ya han corrido con nosotros."
      >
        <CardGrid>
          {HOME_BENEFITS.map(({ figure, title, text }) => (
            <FeatureCard key={title} title={title} figure={figure}>
              {text}
            </FeatureCard>
          ))}
        </CardGrid>
        <Actions $center>
          <ButtonLink to="/beneficios" variant="secondary">
            Conocer todos los beneficios
          </ButtonLink>
        </Actions>
      </PageSection>

      <PageSection
        textOnly
        id="clientes"
        eyebrow="Para quién"
        title="Una experiencia a la medida de cada organización"
        lead="De la startup que celebra su primera ronda a la multinacional con varias sedes."
      >
        <CardGrid>
          {SEGMENTS.map(({ title, detail, text }) => (
            <Card key={title}>
              <h3>{title}</h3>
              <Detail>{detail}</Detail>
              <p>{text}</p>
            </Card>
          ))}
        </CardGrid>
      </PageSection>

      <CallToAction
        id="demo"
        tone="dark"
        eyebrow="Tu equipo, en la pista"
        title="Prueba el simulador con tu equipo"
        lead="Te llevamos una demo a tu oficina y te enseñamos cómo se mide el cambio. Y si antes quieres leer: bienestar laboral, liderazgo y lo que la Fórmula 1 enseña sobre trabajar bajo presión, en nuestro blog."
      >
        <DemoDialogButton size="large" />
        <ButtonLink to="/blog" variant="inverse" size="large">
          Leer el blog
        </ButtonLink>
      </CallToAction>
    </>
  );
}
