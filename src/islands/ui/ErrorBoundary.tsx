import { Component, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';

/**
 * The top-level error screen (spec section 2, "Shared chrome"; section 8, "Render crash"):
 * "Oops! Something went wrong" with Try Again (reloads the page) and Go Home.
 */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="error-screen" role="alert">
      <span className="empty-state-icon error-screen-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path
            d="M12 3.5 21.5 20h-19L12 3.5Zm0 6v4.5m0 3v.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h1 className="error-screen-title">Oops! Something went wrong</h1>
      <p className="muted">
        An unexpected error stopped this page. Reloading usually fixes it; if it keeps happening, please contact
        support.
      </p>
      <div className="error-screen-actions">
        <button type="button" className="btn" onClick={onRetry ?? (() => window.location.reload())}>
          Try Again
        </button>
        <a className="btn btn-secondary" href="/">
          Go Home
        </a>
      </div>
    </div>
  );
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per crash, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Replaces the default screen (for a crash inside a panel rather than a whole page). */
  fallback?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a render crash anywhere below it and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.onError) this.props.onError(error, info);
    else console.error('Render crash caught by ErrorBoundary', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}

/**
 * An island's default export inside its own boundary, so a crash in it shows the error screen (or
 * `fallback`, for small pieces of chrome) instead of a blank page.
 */
export function withErrorBoundary<P extends object>(
  Island: ComponentType<P>,
  fallback?: ReactNode,
): (props: P) => ReactElement {
  const Bounded = (props: P) => (
    <ErrorBoundary fallback={fallback}>
      <Island {...props} />
    </ErrorBoundary>
  );
  Bounded.displayName = `WithErrorBoundary(${Island.displayName ?? Island.name})`;
  return Bounded;
}
