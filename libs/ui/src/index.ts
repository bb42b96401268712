export { ACCENT, createTheme, media, type Theme } from './theme/theme.ts';
export { GlobalStyle } from './theme/global-style.ts';
export * from './components/Button/index.ts';
export * from './components/Layout/index.ts';
export * from './components/Feedback/index.ts';
export * from './components/Toast/index.ts';
export * from './components/ErrorBoundary/index.ts';
export { formatEuros, formatFileSize, formatLongDate } from './format.ts';
export { useAsyncResource, type AsyncResource } from './hooks/use-async-resource.ts';
