import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface AppErrorBoundaryState {
  failed: boolean;
}

/** Last line of defence around the providers and the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error in the app shell', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <ErrorScreen variant="fullscreen" onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
