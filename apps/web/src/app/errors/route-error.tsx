import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundRoute } from '../routes/not-found';
import { ErrorScreen } from './error-screen';

/** Route `errorElement`: a 404 response shows the not-found page, anything else the error screen. */
export function RouteError({ variant = 'inline' }: { variant?: 'fullscreen' | 'inline' }) {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return <ErrorScreen variant={variant} onRetry={() => window.location.reload()} />;
}

export function RootRouteError() {
  return <RouteError variant="fullscreen" />;
}
