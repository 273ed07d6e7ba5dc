import { afterEach, describe, expect, it, vi } from 'vitest';
import entry from '@/main.tsx?raw';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('zod without code generation', () => {
  it('never asks for new Function, so a page under the CSP files no violation', async () => {
    vi.resetModules();
    // What a browser under `script-src 'self'` does with `new Function`: refuse, and report it.
    const refused = vi.fn(function refusedFunction() {
      throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
    });
    refused.prototype = Function.prototype;
    vi.stubGlobal('Function', refused);
    await import('@/lib/zod-jitless');
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.string(), count: z.number().int() });
    expect(schema.parse({ id: 'DV-1', count: 3, extra: true })).toEqual({ id: 'DV-1', count: 3 });
    expect(() => schema.parse({ id: 1 })).toThrow();
    expect(refused).not.toHaveBeenCalled();
  });

  it('is the first thing the entry imports, before anything that could bring zod in', () => {
    expect(entry.match(/^import .*$/m)?.[0]).toBe("import '@/lib/zod-jitless';");
  });
});
