import { ROUTES } from '@opinio/domain/routes';
import { createBrowserRouter } from 'react-router';
import { NotFoundScreen } from '@/components/no-access-screen.tsx';
import type { RouteHandle } from '@/lib/current-route.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { screenFor } from './route-screens.tsx';

/** Every route of the ROUTES table (history mode); any other path is a "page not found". */
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
        // inside the shell when signed in (root-layout.tsx), on a page of its own when not
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ]);
}
