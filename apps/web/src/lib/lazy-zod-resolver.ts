import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zodResolver for a schema imported on first use: a form on a page that must show fast (sign-in)
 * renders without zod and the contract, which download while the person types and check the form from the first
 * blur or submit on (decision 019). The schema is the contract's, as with `zodResolver`.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TInput, unknown, TOutput>,
    );
    // A failed download (a dropped connection) is tried again on the next check.
    const resolver = await ready.catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return resolver(values, context, options);
  };
}
