import { z } from 'zod';

// The text fields of a request's calls, as functions: a module's schemas are built when it is first imported, and
// these are shared by modules a page may or may not need (the submission's, the list's).

/** A required text: trimmed, not empty, bounded. */
export const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** An optional text: trimmed and bounded; empty becomes undefined. */
export const optionalText = (label: string, max = 120) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
