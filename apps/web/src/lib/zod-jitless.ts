/**
 * zod compiles a fast parser for each object schema with `new Function` when it may. The app's Content Security
 * Policy (`script-src 'self'`, no `unsafe-eval`) forbids that, so zod's first object schema would probe with
 * `new Function("")`, the browser would refuse it and file a CSP violation report, and zod would fall back to its
 * ordinary parser. zod's `jitless` setting says up front that it may not evaluate code: no probe, the same parser.
 *
 * zod reads the setting when it builds each schema, so it must be set before the first one is built: this is the
 * entry's first import, and its import of zod evaluates before any module that builds a schema.
 */
import { config } from 'zod';

config({ jitless: true });
