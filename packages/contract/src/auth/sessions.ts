import { z } from 'zod';

/** One place a person is signed in, as "where you're signed in" shows it (decision 076). */
export const ZSignedInSession = z.object({
  id: z.string(),
  /** "Chrome on Windows": browser family and OS, no versions. */
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The network prefix ("203.0.113.x", "2001:db8:85a3::/48"), never the address; null when unknown. */
  network: z.string().nullable(),
  createdAt: z.string(),
  /** Within 5 minutes of the session's last use; its start until it is first used. */
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  /**
   * The password was given there and the second factor never was: whoever it is has the password (decision 078).
   * Such a session can do nothing; ending it and changing the password is what the owner should do.
   */
  awaitingSecondFactor: z.boolean(),
});
export type TSignedInSession = z.infer<typeof ZSignedInSession>;

export const ZSignedInSessions = z.object({ sessions: z.array(ZSignedInSession) });
export type TSignedInSessions = z.infer<typeof ZSignedInSessions>;

export const ZSessionParams = z.object({
  sessionId: z.uuid({ error: 'This is not a session id' }),
});

export const ZSessionsEnded = z.object({ message: z.string(), ended: z.number().int() });
export type TSessionsEnded = z.infer<typeof ZSessionsEnded>;
