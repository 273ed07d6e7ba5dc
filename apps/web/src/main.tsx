import '@/lib/zod-jitless';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider, createQueryClient } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { setUnauthorizedHandler } from '@/lib/http';
import { yieldToMain } from '@/lib/yield-to-main';

const queryClient = createQueryClient();
// Creating the router matches the page and runs its loaders: they ask for its code and data (app/route-data).
const router = createAppRouter(queryClient);

// Spec section 8: after a 401 the session is gone; drop everything cached for it and sign in again,
// remembering where the user was.
setUnauthorizedHandler((loginPath) => {
  queryClient.clear();
  void router.navigate(loginPath, { replace: true, state: { from: router.state.location } });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for a task of its own, apart from evaluating the entry's modules, so neither makes a
// phone's first long task the longer (decision 043).
void yieldToMain().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
