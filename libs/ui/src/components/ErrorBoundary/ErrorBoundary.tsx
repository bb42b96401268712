import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of the failed subtree; `reset` renders the children again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** When any of these change, a shown fallback is dropped and the children render again. */
  resetKeys?: readonly unknown[];
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failure inside one area of the page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    const keys = this.props.resetKeys ?? [];
    const before = previous.resetKeys ?? [];
    if (this.state.error && (keys.length !== before.length || keys.some((key, i) => !Object.is(key, before[i])))) {
      this.reset();
    }
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
