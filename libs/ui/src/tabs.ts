export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs/Tabs.tsx';
