import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button/index.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.medium};
  min-height: 40vh;
  padding: ${({ theme }) => theme.spacing.xxLarge} ${({ theme }) => theme.spacing.medium};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/**
 * Progress state for a page or an area; announced to screen readers. `data-loading` tells the
 * prerender the page is not finished yet.
 */
export function LoadingState({ label = 'Cargando…' }: { label?: string }) {
  return (
    <Centered role="status" aria-live="polite" data-loading="">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Centered>
  );
}

export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/** A readable failure with a way forward, instead of a blank area. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Reintentar', children }: ErrorStateProps) {
  return (
    <Centered role="alert">
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
      {children}
    </Centered>
  );
}

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  margin: 0 0 ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.medium}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/**
 * A page's data could not be loaded again (useAsyncResource's `refreshError`): what it already
 * shows stays, and this small notice says so, with a retry. Nothing when the data is fresh.
 */
export function StaleDataNotice({ resource }: { resource: { status: string; refreshError?: unknown; reloading?: boolean; reload(): void } }) {
  if (resource.status !== 'success' || resource.refreshError === undefined) return null;
  return (
    <Notice role="status" data-testid="stale-data-notice">
      <span>No se pudieron actualizar los datos: mostramos los últimos disponibles.</span>
      <Button variant="secondary" size="small" onClick={resource.reload} disabled={resource.reloading}>
        Reintentar
      </Button>
    </Notice>
  );
}
