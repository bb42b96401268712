export { Badge, Container, PageHeader, Section, VisuallyHidden, type PageHeaderProps } from './Layout.tsx';
