import { Container, lineIcon, media, PageHeader, PageMeta, StaticIsland } from '@pitwall/ui';
import { Camera as cameraShapes, HeartHandshake as heartHandshakeShapes, Magnet as magnetShapes } from 'lucide';
import styled from 'styled-components';
import { Band, CallToAction, Card, CardGrid, FeatureCard, Figure, PageSection, Prose, SectionHeading, Split } from '../../components/blocks.tsx';
import { HEADLINE_STATS, STRESS_REDUCTION } from '../../content/claims.ts';
import { Testimonials } from '../../components/Testimonials.tsx';
import { TeamSession } from '../../illustrations/TeamSession.tsx';
import { LeadDialogButton } from '@pitwall/leads';

const CameraIcon = lineIcon('camera', cameraShapes);
const HeartHandshakeIcon = lineIcon('heart-handshake', heartHandshakeShapes);
const MagnetIcon = lineIcon('magnet', magnetShapes);

const EMPLOYER_BRANDING = [
  {
    icon: CameraIcon,
    title: 'Contenido para tus canales',
    text: 'Fotos y vídeo de la experiencia listos para compartir en redes y en tu página de empleo.',
  },
  {
    icon: HeartHandshakeIcon,
    title: 'Propósito que se puede contar',
    text: 'El resumen del impacto solidario de tu evento, para comunicarlo con datos y sin exagerar.',
  },
  {
    icon: MagnetIcon,
    title: 'Talento que llega y se queda',
    text: 'Un argumento diferencial en cada entrevista y un motivo más para quedarse en la empresa.',
  },
];

// Two by two on phones, one row from laptops up.
const Stats = styled(CardGrid)`
  text-align: center;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.small};
  ${media.laptop} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${({ theme }) => theme.spacing.large}; }
  li { padding: ${({ theme }) => theme.spacing.medium}; }
`;

export default function BenefitsPage() {
  return (
    <>
      <PageMeta title="Beneficios" description="Menos estrés, mejor clima laboral, más compromiso y una marca empleadora que se nota: los beneficios medibles de nuestras experiencias F1." />
      <Container>
        <PageHeader
          title="Beneficios"
          lead="Reducción del estrés, mejor clima laboral, más compromiso y una marca empleadora que se nota."
        />
      </Container>

      <PageSection textOnly id="cifras" tone="alt" center eyebrow="En cifras" title="Resultados que se miden">
        <Stats $columns={4}>
          {HEADLINE_STATS.map(({ figure, label }) => (
            <Card key={label}>
              <Figure>{figure}</Figure>
              <p>{label}</p>
            </Card>
          ))}
        </Stats>
      </PageSection>

      {/* Text and a drawing, like the sections around it: kept as prerendered while the page hydrates. */}
      <StaticIsland as={Band} aria-labelledby="estres">
        <Container>
          <Split>
            <div>
              <SectionHeading id="estres" eyebrow="Salud emocional" title="Reducción del estrés" />
              <Prose>
                <p>
                  Al volante de un simulador de Fórmula 1 no cabe nada más: ni el correo pendiente ni la reunión de mañana. Esa
                  concentración total funciona como una pausa mental profunda, y la descarga de adrenalina compartida deja al
                  equipo más tranquilo que cuando llegó.
                </p>
                <p>
                  Medimos el estrés percibido antes y después de cada sesión. De media, los participantes declaran un{' '}
                  {STRESS_REDUCTION} menos de estrés al terminar la experiencia.
                </p>
              </Prose>
            </div>
            <TeamSession />
          </Split>
        </Container>
      </StaticIsland>

      <PageSection
        textOnly
        id="clima"
        tone="alt"
        eyebrow="Clima laboral y engagement"
        title="Equipos que se entienden mejor"
        lead="En el box nadie gana solo: estrategia, comunicación y confianza se entrenan sin que parezca un curso."
      >
        <CardGrid>
          <FeatureCard title="Comunicación bajo presión">
            Decidir en segundos qué neumático montar o cuándo entrar a boxes obliga a escucharse y a hablar claro.
          </FeatureCard>
          <FeatureCard title="Silos que desaparecen">
            Mezclamos departamentos en cada equipo: quien no coincidía nunca en la oficina acaba celebrando el mismo podio.
          </FeatureCard>
          <FeatureCard title="Compromiso que dura">
            Un 68&nbsp;% más de engagement cuando la empresa demuestra con hechos que el bienestar de su gente le importa.
          </FeatureCard>
        </CardGrid>
      </PageSection>

      <PageSection
        textOnly
        id="marca"
        eyebrow="Employer branding"
        title="Una marca empleadora que se nota"
        lead="Las experiencias que tu equipo cuenta en LinkedIn valen más que cualquier anuncio de empleo."
      >
        <CardGrid>
          {EMPLOYER_BRANDING.map(({ icon, title, text }) => (
            <FeatureCard key={title} icon={icon} title={title}>
              {text}
            </FeatureCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection textOnly id="testimonios" tone="alt" eyebrow="Testimonios" title="Lo que dicen quienes ya han corrido">
        <Testimonials />
      </PageSection>

      <CallToAction
        id="demo"
        tone="dark"
        title="Compruébalo con tu propio equipo"
        lead="Te enseñamos cómo funciona una sesión y qué resultados puedes esperar."
      >
        <LeadDialogButton
          dialog="contact"
          title="Quiero una demo"
          description="Déjanos tus datos y te contactaremos para organizar una demostración con tu equipo."
          size="large"
        >
          Quiero una demo
        </LeadDialogButton>
      </CallToAction>
    </>
  );
}
