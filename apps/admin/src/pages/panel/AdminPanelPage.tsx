import { useAuth } from '@pitwall/auth';
import { useSearchParams } from '@pitwall/router';
import { Button, Container, LoadingState } from '@pitwall/ui';
import { TabsContent, TabsList, TabsTrigger, Tabs } from '@pitwall/ui/tabs';
import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import styled from 'styled-components';
import { SECTIONS, type SectionId } from './sections.tsx';
import { ToolsSection } from './ToolsSection.tsx';

const TOOLS = 'herramientas';
type Section = typeof TOOLS | SectionId;
const TAB_ORDER: Section[] = [TOOLS, ...(Object.keys(SECTIONS) as SectionId[])];

const isSection = (value: string | null): value is Section => TAB_ORDER.includes(value as Section);

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

// Many tabs: they wrap onto a second line on a phone instead of shrinking to unreadable widths.
const SectionList = styled(TabsList)`
  display: flex;
  flex-wrap: wrap;
  button { flex: 1 0 auto; padding: 0 ${({ theme }) => theme.spacing.small}; }
`;

const Body = styled(TabsContent)`
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
`;

function LazySection({ section: { loading, Page } }: { section: (typeof SECTIONS)[SectionId] }) {
  return (
    <Suspense fallback={<LoadingState label={loading} />}>
      <Page />
    </Suspense>
  );
}

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
          {TAB_ORDER.map((id) => (
            <TabsTrigger key={id} value={id}>
              {id === TOOLS ? 'Herramientas' : SECTIONS[id].label}
            </TabsTrigger>
          ))}
        </SectionList>
        <Body value={section}>
          {section === TOOLS ? <ToolsSection /> : <LazySection section={SECTIONS[section]} />}
        </Body>
      </Tabs>
    </Container>
  );
}
