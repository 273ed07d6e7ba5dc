import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider, createQueryClient } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { setUnauthorizedHandler } from '@/lib/http';

type TRenderAppOptions = { routes?: RouteObject[]; state?: unknown };

/** The real providers and routes in a memory router, wired for 401s the way main.tsx wires them. */
export function renderApp(path: string, { routes, state }: TRenderAppOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, refetchOnWindowFocus: false },
  });
  const router = createMemoryRouter(routes ?? appRoutes(queryClient), {
    initialEntries: [{ ...parsePath(path), state }],
  });
  setUnauthorizedHandler((loginPath) => {
    queryClient.clear();
    void router.navigate(loginPath, { replace: true, state: { from: router.state.location } });
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, user };
}
