import { ButtonLink, Container, NoBox, PageHeader, media, PageMeta, StaticIsland } from '@pitwall/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitwall/ui/tabs';
import { useSearchParams } from '@pitwall/router';
import styled from 'styled-components';
import { CallToAction, Card, CardGrid, Eyebrow, PageSection } from '../../components/blocks.tsx';
import { DEFAULT_FORMAT, FORMATS, type Format } from '../../content/formats.ts';
import { USE_CASES } from '../../content/use-cases.ts';
import { LeadDialogButton } from '@pitwall/leads';
import { FormatPanel } from './FormatPanel.tsx';

/** The URL query parameter that holds the open tab, so a format can be linked (?formato=torneos). */
const TAB_PARAM = 'formato';

const FormatTabs = styled(TabsList)`
  /* Four tabs side by side from tablets up; two by two on phones. */
  grid-auto-flow: row;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const UseCase = styled(Card)`
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
`;

const CardAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing.small};
`;

function isFormatId(value: string | null): value is Format['id'] {
  return FORMATS.some((format) => format.id === value);
}

export default function SolutionsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const current = isFormatId(requested) ? requested : DEFAULT_FORMAT;

  return (
    <>
      <PageMeta title="Soluciones" description="Demo Day, Experience Day, Suscripción y Eventos Solidarios: experiencias con simuladores de Fórmula 1 que montamos en menos de 30&nbsp;minutos donde tú nos digas." />
      <Container>
        <PageHeader
          title="Soluciones"
          lead="Demo Day, Experience Day, Suscripción y Eventos Solidarios: el formato que encaja con tu equipo, con simuladores que montamos en menos de 30&nbsp;minutos donde tú nos digas."
        />
        {/* Manual activation: arrow keys move the focus and Enter opens the tab, so each open tab is one
            history entry (Back returns to the previous tab) and not every tab the focus passed. */}
        <Tabs value={current} activationMode="manual" onValueChange={(value) => setParams({ [TAB_PARAM]: value })}>
          <FormatTabs aria-label="Formatos">
            {FORMATS.map((format) => (
              <TabsTrigger key={format.id} value={format.id}>
                {format.tab}
              </TabsTrigger>
            ))}
          </FormatTabs>
          {FORMATS.map((format) => (
            <TabsContent key={format.id} value={format.id}>
              <FormatPanel format={format} />
            </TabsContent>
          ))}
        </Tabs>
      </Container>

      <PageSection
        id="casos-de-uso"
        eyebrow="Casos de uso"
        title="Para cada momento de tu empresa"
        lead="Cuéntanos qué quieres conseguir y te proponemos el formato, la duración y el número de simuladores."
      >
        <CardGrid $columns={2}>
          {USE_CASES.map(({ anchor, title, text, formats, consultation }) => (
            <UseCase key={anchor} id={anchor}>
              <StaticIsland as={NoBox}>
                <Eyebrow>{formats}</Eyebrow>
                <h3>{title}</h3>
                <p>{text}</p>
              </StaticIsland>
              <CardAction>
                <LeadDialogButton
                  dialog="contact"
                  title={`Consulta sobre ${title.toLowerCase()}`}
                  description="Te respondemos en menos de 24&nbsp;horas laborables con una propuesta a medida."
                  presetMessage={consultation}
                  source="consulta"
                  variant="secondary"
                >
                  Consultar {title.toLowerCase()}
                </LeadDialogButton>
              </CardAction>
            </UseCase>
          ))}
        </CardGrid>
      </PageSection>

      <CallToAction
        textOnly
        id="a-medida"
        title="¿Buscas algo diferente?"
        lead="Combinamos formatos, sedes y causas solidarias. Escríbenos y lo diseñamos contigo."
      >
        <ButtonLink to="/contacto">Ir a contacto</ButtonLink>
      </CallToAction>
    </>
  );
}
