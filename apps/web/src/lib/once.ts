/**
 * A value made on first use, then kept. For `Intl` formatters at a module's top level: the first one a page makes
 * loads the locale's data, ~100 ms of a phone's main thread (4× CPU) while the modules evaluate, on pages that may
 * never format anything (issue 11).
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
