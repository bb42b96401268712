export { Menu, MenuContent, MenuItem, MenuLabel, MenuPortal, MenuSeparator, MenuTrigger } from './components/Menu/Menu.tsx';
