import { getRuntimeConfig } from '@pitwall/config';
import { ButtonLink, Container, lineIcon, NoBox, PageHeader, PageMeta, StaticIsland } from '@pitwall/ui';
import { HandHeart as handHeartShapes, Route as routeShapes, Users as usersShapes } from 'lucide';
import { Actions, Band, CardGrid, FeatureCard, PageSection, Prose, SectionHeading, Split } from '../../components/blocks.tsx';
import { IMPACT_FIGURES } from '../../content/claims.ts';
import { CharityTour } from '../../illustrations/CharityTour.tsx';
import { LeadDialogButton } from '@pitwall/leads';

const HandHeartIcon = lineIcon('hand-heart', handHeartShapes);
const RouteIcon = lineIcon('route', routeShapes);
const UsersIcon = lineIcon('users', usersShapes);

const GIRA_MESSAGE =
  'Hola, nos gustaría impulsar la Gira Solidaria con nuestra empresa. ¿Podéis contarnos cómo participar y qué opciones de colaboración hay?';

export default function ImpactPage() {
  const { brand } = getRuntimeConfig();

  return (
    <>
      <PageMeta title="Impacto" description="Cada experiencia impulsa un club sin ánimo de lucro y una gira solidaria anual: el bienestar de tu equipo también mejora la vida de otras personas." />
      <Container>
        <PageHeader
          title="Impacto"
          lead="Cada experiencia impulsa un club sin ánimo de lucro y una gira solidaria anual. El bienestar de tu equipo también mejora la vida de otras personas."
        />
      </Container>

      <PageSection textOnly id="cifras-impacto" tone="alt" eyebrow="Propósito" title="Nuestro compromiso, en cifras">
        <CardGrid $columns={2}>
          <FeatureCard title="Gira Solidaria" figure={`Hasta el ${IMPACT_FIGURES.tourToProjects}`}>
            de los ingresos de la gira anual se destina a proyectos sociales: cada parada se traduce en ayuda directa para
            quien la recibe.
          </FeatureCard>
          <FeatureCard title="Eventos Solidarios" figure={IMPACT_FIGURES.solidarityEventsToCauses}>
            de la recaudación va íntegramente a las causas. Los torneos benéficos de las empresas no dejan margen para
            nosotros.
          </FeatureCard>
        </CardGrid>
      </PageSection>

      <Band aria-labelledby="gira">
        <Container>
          <Split>
            <div>
              <SectionHeading id="gira" eyebrow="Gira Solidaria" title="Una gira anual que lleva la Fórmula 1 a quien más lo necesita" />
              <StaticIsland as={Prose}>
                <p>
                  Cada año recorremos ciudades con nuestros simuladores para acercar la emoción del motor a hospitales infantiles,
                  centros de mayores y asociaciones de personas con discapacidad. Las empresas que patrocinan la gira financian las
                  paradas y sus equipos participan como voluntarios.
                </p>
                <p>Si tu empresa quiere dar nombre a una parada o sumar a su plantilla como voluntaria, hablemos.</p>
              </StaticIsland>
              <Actions>
                <LeadDialogButton
                  dialog="contact"
                  title="Quiero impulsar la Gira Solidaria"
                  description="Cuéntanos cómo quiere participar tu empresa y te enviaremos las opciones de patrocinio."
                  presetMessage={GIRA_MESSAGE}
                  source="gira-solidaria"
                >
                  Quiero impulsar la Gira Solidaria
                </LeadDialogButton>
              </Actions>
            </div>
            {/* A drawing in the theme's colours: kept as prerendered. */}
            <StaticIsland as={NoBox}>
              <CharityTour />
            </StaticIsland>
          </Split>
        </Container>
      </Band>

      <PageSection
        textOnly
        watch={[brand.charityClubWaitlistUrl]}
        id="club"
        tone="alt"
        eyebrow="Club sin ánimo de lucro"
        title="El club que sostiene nuestra causa"
        lead="Un club abierto a empresas y particulares que quieren competir, aprender y ayudar. Las plazas son limitadas: apúntate a la lista de espera y te avisaremos cuando se abra la próxima temporada."
      >
        <CardGrid>
          <FeatureCard icon={UsersIcon} title="Comunidad">
            Entrenamientos, ligas y encuentros entre socios de distintas empresas.
          </FeatureCard>
          <FeatureCard icon={RouteIcon} title="Voluntariado">
            Los socios acompañan la Gira Solidaria en cada parada del calendario.
          </FeatureCard>
          <FeatureCard icon={HandHeartIcon} title="Causas cercanas">
            Los socios proponen y eligen los proyectos sociales que apoya cada temporada.
          </FeatureCard>
        </CardGrid>
        <Actions>
          {/* Until the club's waiting list is configured (a production deploy requires it), ask through /contacto. */}
          <ButtonLink to={brand.charityClubWaitlistUrl || '/contacto'}>Apuntarme a la lista de espera del club</ButtonLink>
          <ButtonLink to="/contacto" variant="secondary">
            Contactar
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
