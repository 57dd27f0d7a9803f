import { ROUTES } from '@opinio/domain/routes';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteHandle } from '../lib/current-route.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { screenFor } from './route-screens.tsx';

/** Every route of the ROUTES table (history mode); any other path redirects to "/". */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          handle: { route } satisfies RouteHandle,
          element: screenFor(route.name),
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
