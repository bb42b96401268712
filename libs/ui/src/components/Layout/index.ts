export { Badge, Container, PageHeader, Section, SidebarLayout, VisuallyHidden, type PageHeaderProps } from './Layout.tsx';
