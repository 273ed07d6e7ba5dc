import type { z } from 'zod';

/**
 * Who may call an operation: `public` needs no session, `signedIn` any live one, and the others name a rule of the
 * server's policy module (applied before the body is read). The role-matrix test checks every one against every kind
 * of caller.
 */
export type TAccess =
  | 'public'
  | 'signedIn'
  | 'requester'
  | 'actsForOrganisation'
  | 'worksQueue'
  | 'managesStaff'
  | 'invitesStaff'
  | 'seesCharges'
  | 'changesCharges'
  | 'administrator'
  | 'superAdministrator';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A multipart body: its text fields' schema and the names of the file parts it takes. */
export type TMultipart = { fields: z.ZodType; files: readonly string[] };

/**
 * One API operation, declared once: the server registers its route from it (validation, answer serialisation, the
 * OpenAPI entry, the access rule), the web app calls it through `callOperation`, and the role-matrix test reads the
 * same list. `path` is the one the browser asks for, with `{name}` for each path parameter.
 */
export type TOperation = {
  method: THttpMethod;
  path: `/${string}`;
  summary: string;
  tag: string;
  access: TAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart body (an operation may take JSON and multipart both, as the spec's forms post either). */
  multipart?: TMultipart;
  /** The success status and the schema of its answer; `null` for an answer that is not JSON (a file, a page). */
  success: { status: 200 | 201; schema: z.ZodType | null; mediaType?: string };
  /** The error statuses it may answer with, all in the one error shape. */
  errors: readonly number[];
  /**
   * Mints trust or moves money: the session must have given its second factor within the step-up window (five
   * minutes), else 403 `STEP_UP_REQUIRED`. Applies to accounts that have a second factor.
   */
  stepUp?: true;
  /**
   * A session that has not finished signing in may call it: `secondFactor` while the password was given and the
   * second factor is still to come, `enrolment` while an account that must have a second factor has none yet.
   * Every other operation answers such a session 403 (`SECOND_FACTOR_REQUIRED`, `ENROLMENT_REQUIRED`).
   */
  duringSignIn?: readonly TSignInStep[];
};

/** The steps of signing in before a session may do anything else. */
export type TSignInStep = 'secondFactor' | 'enrolment';

/** Declares an operation, keeping its literal types so that callers and handlers are typed by it. */
export const defineOperation = <const TOp extends TOperation>(operation: TOp): TOp => operation;

/** `POST /api/doc/verify`: how the role matrix and the OpenAPI document name an operation. */
export const operationKey = (operation: Pick<TOperation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** The answer an operation's caller receives, as parsed by its schema. */
export type TSuccess<TOp extends TOperation> = TOp['success']['schema'] extends z.ZodType
  ? z.output<TOp['success']['schema']>
  : never;
