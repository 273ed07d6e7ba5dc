import { z } from 'zod';

export const ZMailboxQuery = z.object({ to: z.string().trim().toLowerCase().optional() });

export const ZMailMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

export const ZMailboxResponse = z.object({ data: z.array(ZMailMessage) });
