import '@/lib/zod-jitless';
import { askEarlyForFirstPage } from '@/app/early-asks';
import './index.css';

// The entry is small on purpose: on slow 4G the app's code (Preact, the router, the query cache; ~75 KB) takes
// seconds to arrive, and this asks for the first page's answers at once, so they come beside that code instead of
// after it (decision 047). index.html preloads the app's code from the start (vite.config.ts `preloadApp`).
askEarlyForFirstPage(new URL(window.location.href));
void import('@/app/start');
