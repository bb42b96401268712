export { Badge, Container, PageHeader, Section, SidebarLayout, spreadRow, VisuallyHidden, type PageHeaderProps } from './Layout.tsx';
