/**
 * zod compiles a fast parser for each object schema with `new Function` when it may. The app's Content Security
 * Policy (`script-src 'self'`, no `unsafe-eval`) forbids that, so zod's first object schema probes with
 * `new Function("")`, the browser refuses it and files a CSP violation report, and zod falls back to its
 * ordinary parser: the probe alone cost ~7 ms of a list's load at full speed (~27 ms on a 4× slower phone).
 * Telling zod up front that it may not evaluate code skips the probe; the parser it uses is the same.
 *
 * zod reads the setting when it builds each schema, from an object it shares through `globalThis`: this module
 * must run before the first schema is built, so it is the entry's first import and has no imports of its own.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The same object zod keeps (it takes an existing one), so the setting holds even if zod had evaluated first.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
