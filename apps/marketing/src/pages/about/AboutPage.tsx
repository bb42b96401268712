import { Container, lineIcon, PageHeader, PageMeta, StaticIsland } from '@pitwall/ui';
import { Brain as brainShapes, Cpu as cpuShapes, HeartHandshake as heartHandshakeShapes } from 'lucide';
import styled from 'styled-components';
import { Band, CallToAction, CardGrid, FeatureCard, PageSection, SectionHeading, Split } from '../../components/blocks.tsx';
import { SimulatorRig } from '../../illustrations/SimulatorRig.tsx';
import { LeadDialogButton } from '@pitwall/leads';

const BrainIcon = lineIcon('brain', brainShapes);
const CpuIcon = lineIcon('cpu', cpuShapes);
const HeartHandshakeIcon = lineIcon('heart-handshake', heartHandshakeShapes);

const VALUES = [
  {
    title: 'Humanidad activa',
    text: 'Las personas van primero. Escuchamos antes de proponer y diseñamos cada experiencia para quien la vive.',
  },
  {
    title: 'Emoción con propósito',
    text: 'La adrenalina no es el fin: es el camino para desconectar, confiar en el otro y volver con energía.',
  },
  {
    title: 'Excelencia inmersiva',
    text: 'Simuladores profesionales, instructores expertos y una puesta en escena que se vive como un Gran Premio.',
  },
  {
    title: 'Valentía cultural',
    text: 'Nos atrevemos a cambiar cómo las empresas entienden el bienestar, aunque lo cómodo sea seguir igual.',
  },
  {
    title: 'Medición con alma',
    text: 'Medimos estrés, foco y cohesión porque lo que no se mide no mejora, sin olvidar que detrás de cada dato hay alguien.',
  },
];

const PILLARS = [
  {
    icon: CpuIcon,
    title: 'Tecnología',
    text: 'Simuladores de Fórmula 1 de nivel profesional que se montan en menos de 30\u00a0minutos en tu oficina o en cualquier espacio.',
  },
  {
    icon: BrainIcon,
    title: 'Bienestar',
    text: 'Una metodología que combina desconexión, trabajo en equipo y medición para reducir el estrés de forma real.',
  },
  {
    icon: HeartHandshakeIcon,
    title: 'Causa social',
    text: 'Un club sin ánimo de lucro y una gira solidaria anual que convierten cada experiencia en impacto para la comunidad.',
  },
];

const Statement = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; font-weight: ${({ theme }) => theme.fontWeights.black}; }
  p { margin-top: ${({ theme }) => theme.spacing.xSmall}; color: ${({ theme }) => theme.colors.inkSoft}; font-size: ${({ theme }) => theme.fontSizes.large}; }
`;

const ManifestoAction = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
`;

export default function AboutPage() {
  return (
    <>
      <PageMeta title="Sobre nosotros" description="Quiénes somos y por qué unimos simuladores de Fórmula 1, bienestar emocional y causa social para cuidar a los equipos de las empresas." />
      <Container>
        <PageHeader
          title="Sobre nosotros"
          lead="Unimos tecnología inmersiva, bienestar emocional y causa social para cuidar a los equipos de las empresas."
        />
      </Container>

      {/* Text and drawings only, like the sections below: kept as prerendered while the page hydrates. */}
      <StaticIsland as={Band} $flushTop aria-label="Misión y visión">
        <Container>
          <Split>
            <Statement>
              <div>
                <h2>Misión</h2>
                <p>
                  Reducir el estrés y reconectar a los equipos de las empresas a través de experiencias inmersivas de Fórmula 1
                  que emocionan, unen y se pueden medir.
                </p>
              </div>
              <div>
                <h2>Visión</h2>
                <p>
                  Que cuidar el bienestar emocional de las personas sea tan natural en una empresa como revisar sus cuentas, y
                  que cada euro invertido en ello también mejore la vida de alguien fuera de la oficina.
                </p>
              </div>
            </Statement>
            <SimulatorRig />
          </Split>
        </Container>
      </StaticIsland>

      <PageSection textOnly id="valores" tone="alt" eyebrow="Lo que nos mueve" title="Nuestros cinco valores">
        <CardGrid>
          {VALUES.map(({ title, text }) => (
            <FeatureCard key={title} title={title}>
              {text}
            </FeatureCard>
          ))}
        </CardGrid>
      </PageSection>

      <Band $tone="dark" aria-labelledby="manifiesto">
        <Container>
          <Split>
            <div>
              <SectionHeading
                id="manifiesto"
                onDark
                eyebrow="Manifiesto"
                title="Descarga nuestro Manifiesto del bienestar en equipo"
                lead="Las ideas que guían cada experiencia: por qué la emoción compartida reduce el estrés, cómo medir el bienestar sin perder el alma y qué puede hacer tu empresa desde mañana."
              />
            </div>
            <ManifestoAction>
              <LeadDialogButton
                dialog="manifesto"
                title="Descarga nuestro Manifiesto"
                description="Te lo enviamos a tu email en PDF."
                size="large"
              >
                Quiero el Manifiesto
              </LeadDialogButton>
            </ManifestoAction>
          </Split>
        </Container>
      </Band>

      <PageSection textOnly id="pilares" eyebrow="Cómo lo hacemos" title="Tres pilares">
        <CardGrid>
          {PILLARS.map(({ icon, title, text }) => (
            <FeatureCard key={title} icon={icon} title={title}>
              {text}
            </FeatureCard>
          ))}
        </CardGrid>
      </PageSection>

      <CallToAction
        id="reunion"
        title="¿Hablamos de tu equipo?"
        lead="Agenda una videollamada de 15&nbsp;minutos y te contamos qué formato encaja con tus objetivos."
      >
        <LeadDialogButton dialog="booking" title="Agenda una reunión" description="Elige el día y la hora que mejor te vengan.">
          Agenda una reunión
        </LeadDialogButton>
      </CallToAction>
    </>
  );
}
