import { ROUTES } from '@opinio/domain/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@/components/no-access-screen.tsx';
import type { RouteHandle } from '@/lib/current-route.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { screenFor } from './route-screens.tsx';

/** Every route of the ROUTES table (history mode); any other path is a "page not found". */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

/** The app's routes: the browser's router above, the server's first screen (first-screen/) at one address. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          handle: { route } satisfies RouteHandle,
          element: screenFor(route.name),
        })),
        // inside the shell when signed in (root-layout.tsx), on a page of its own when not
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
