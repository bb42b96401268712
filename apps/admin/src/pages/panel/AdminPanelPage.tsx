import { useAuth } from '@pitwall/auth';
import { useSearchParams } from '@pitwall/router';
import { Button, Container, LoadingState } from '@pitwall/ui';
import { TabsContent, TabsList, TabsTrigger, Tabs } from '@pitwall/ui/tabs';
import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { LEAD_LISTS, type LeadSection } from '../leads/lead-lists.tsx';
import { ToolsSection } from './ToolsSection.tsx';

// Each list is its own chunk, fetched when its tab is first opened.
const LeadsSection = lazy(() => import('../leads/LeadsSection.tsx'));
const ProductsSection = lazy(() => import('../products/ProductsSection.tsx'));
const Top10Section = lazy(() => import('../top10/Top10Section.tsx'));

const TOOLS = 'herramientas';
const PRODUCTS = 'productos';
const TOP10 = 'top10';
type Section = typeof TOOLS | typeof PRODUCTS | typeof TOP10 | LeadSection;

const SECTION_LABELS: Record<Section, string> = {
  herramientas: 'Herramientas',
  productos: 'Productos',
  top10: 'Top 10',
  contacto: 'Contacto',
  manifiesto: 'Manifiesto',
  fichas: 'Fichas',
  prensa: 'Prensa',
  suscriptores: 'Suscriptores',
  musica: 'Música',
};
const SECTIONS = Object.keys(SECTION_LABELS) as Section[];

const isSection = (value: string | null): value is Section => SECTIONS.includes(value as Section);

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.xLarge} 0 ${({ theme }) => theme.spacing.large};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; overflow-wrap: anywhere; }
`;

// Nine tabs: they wrap onto a second line on a phone instead of shrinking to unreadable widths.
const SectionList = styled(TabsList)`
  display: flex;
  flex-wrap: wrap;
  button { flex: 1 0 auto; padding: 0 ${({ theme }) => theme.spacing.small}; }
`;

const Body = styled(TabsContent)`
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
`;

/** The admin area. Reached only by a signed-in admin (the shell decides; the database enforces). */
export default function AdminPanelPage() {
  const email = useAuth((state) => state.user?.email);
  const signOut = useAuth((state) => state.signOut);
  const [params, setParams] = useSearchParams();
  const requested = params.get('seccion');
  const section: Section = isSection(requested) ? requested : TOOLS;

  // The section lives in the URL (a link can open a list; Back returns to the previous one);
  // a list's search, order and page belong to that list only.
  const open = (next: string) => setParams(next === TOOLS ? {} : { seccion: next });

  return (
    <Container>
      <Header>
        <div>
          <h1>Panel de Administración</h1>
          <p>
            Conectado como <strong>{email}</strong>
          </p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut size={18} aria-hidden="true" />
          Cerrar Sesión
        </Button>
      </Header>
      <Tabs value={section} onValueChange={open}>
        <SectionList aria-label="Secciones del panel">
          {SECTIONS.map((id) => (
            <TabsTrigger key={id} value={id}>
              {SECTION_LABELS[id]}
            </TabsTrigger>
          ))}
        </SectionList>
        <Body value={section}>
          {section === TOOLS ? (
            <ToolsSection />
          ) : section === PRODUCTS ? (
            <Suspense fallback={<LoadingState label="Cargando productos…" />}>
              <ProductsSection />
            </Suspense>
          ) : section === TOP10 ? (
            <Suspense fallback={<LoadingState label="Cargando el Top 10…" />}>
              <Top10Section />
            </Suspense>
          ) : (
            <Suspense fallback={<LoadingState label={`Cargando ${LEAD_LISTS[section].title.toLowerCase()}…`} />}>
              <LeadsSection section={section} />
            </Suspense>
          )}
        </Body>
      </Tabs>
    </Container>
  );
}
