/**
 * zod compiles a fast parser for each object schema with `new Function` when it may. The app's Content Security
 * Policy (`script-src 'self'`, no `unsafe-eval`) forbids that, so zod's first object schema would probe with
 * `new Function("")`, the browser would refuse it and file a CSP violation report, and zod would fall back to its
 * ordinary parser. zod's `jitless` setting says up front that it may not evaluate code: no probe, the same parser.
 *
 * zod reads the setting when it builds each schema, so it must be set before the first one is built: this is the
 * entry's first import. It writes the object `z.config()` returns, which zod keeps on `globalThis` so that every
 * copy of zod shares it, rather than calling `z.config`: importing that from the entry would bring zod's whole core
 * onto the sign-in page, which shows without zod (decision 059 has the figure). The unit test reads the setting
 * back through `z.config()`, so a zod that moved it would fail there.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The same object zod keeps (it takes an existing one), so the setting holds even if zod had evaluated first.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
