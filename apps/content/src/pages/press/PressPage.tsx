import { useSearchParams } from '@pitwall/router';
import { Container, PageHeader, toast, PageMeta } from '@pitwall/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitwall/ui/tabs';
import { useEffect } from 'react';
import { useLoader } from '../../data/use-loader.ts';
import { ContactTab } from './ContactTab.tsx';
import { loadPressKit, PRESS_TABS, tabFromSearch, type PressTab } from './loaders.ts';
import { ResourcesTab } from './ResourcesTab.tsx';

const NO_PARAMS = {};

export default function PressPage() {
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search.get('tab'));
  const kit = useLoader(loadPressKit, NO_PARAMS, 'press/kit');

  // The tab lives in the URL: a link can open the contact tab and Back returns to the previous one.
  const showTab = (next: PressTab) => setSearch(next === PRESS_TABS.resources ? {} : { tab: next });

  // The spec's toast for a failed load, also when the resources already shown stay (a failed reload).
  const failure = kit.status === 'error' ? kit.error : kit.refreshError;
  useEffect(() => {
    if (!failure) return;
    console.error('[press]', failure);
    toast.error('Error al cargar recursos de prensa');
  }, [failure]);

  return (
    <Container>
      <PageMeta title="Sala de Prensa" description="Recursos para medios (logotipos, fotografías, vídeos y dossier) y contacto directo con el equipo de comunicación de Pitwall." />
      <PageHeader title="Sala de Prensa" lead="Recursos para medios y contacto directo con nuestro equipo de comunicación." />
      <Tabs value={tab} onValueChange={(value) => showTab(value as PressTab)}>
        <TabsList aria-label="Secciones de la sala de prensa">
          <TabsTrigger value={PRESS_TABS.resources}>Kit de Recursos</TabsTrigger>
          <TabsTrigger value={PRESS_TABS.contact}>Contacto de Prensa</TabsTrigger>
        </TabsList>
        <TabsContent value={PRESS_TABS.resources}>
          <ResourcesTab kit={kit} onContact={() => showTab(PRESS_TABS.contact)} />
        </TabsContent>
        <TabsContent value={PRESS_TABS.contact}>
          <ContactTab />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
