import { z } from 'zod';
import { CATEGORY_IDS } from '../documents/vocabulary';
import { ZOtpCode } from '../auth/fields';

/**
 * Mail services anyone can open an address at: an address there proves nothing about who a body is, so none of
 * them can be a body's own domain.
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
  'zoho.com',
] as const;

/** The part of an e-mail address after the @, lower case. */
export const domainOfAddress = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Whether a host (an address's or a website's) is the domain itself or one of its subdomains. */
export const isAtDomain = (host: string, domain: string) => {
  const lower = host.toLowerCase();
  return lower === domain || lower.endsWith(`.${domain}`);
};

/** The host of a website address already checked as one ("https://www.unilag.edu.ng/about" → www.unilag.edu.ng). */
export const hostOfWebsite = (website: string) =>
  website
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/?#:].*$/, '')
    .toLowerCase();

const HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A body's own internet domain, as people type it: "https://www.UniLag.edu.ng/" is "unilag.edu.ng". */
export const ZBodyDomain = z
  .string({ error: 'Enter the domain of your official website, such as unilag.edu.ng' })
  .trim()
  .toLowerCase()
  .transform((value) =>
    value
      .replace(/^[a-z]+:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/^www\./, '')
      .replace(/\.$/, ''),
  )
  .pipe(
    z
      .string()
      .regex(HOST, 'Enter the domain of your official website, such as unilag.edu.ng')
      .refine(
        (domain) => !(FREE_MAIL_DOMAINS as readonly string[]).some((free) => isAtDomain(domain, free)),
        'A free mail service cannot be your domain: enter the domain of your official website',
      ),
  );

export const ZBodyWebsite = z
  .string({ error: 'Enter your official website' })
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .transform((value) => (/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: 'Enter a website address such as https://unilag.edu.ng',
    }),
  );

/** The categories of documents a body verifies: requesters choose only among bodies that verify theirs. */
export const ZBodyCategories = z
  .array(z.enum(CATEGORY_IDS, { error: 'Choose a document category' }), {
    error: 'Choose the categories of documents you verify',
  })
  .max(CATEGORY_IDS.length)
  .transform((categories) => [...new Set(categories)]);

/** `POST /organisation/domain/code`: the address at the body's own domain the code goes to. */
const ZDomainAddress = z
  .string({ error: 'Enter an address at your domain' })
  .trim()
  .toLowerCase()
  .max(254, 'Address must be at most 254 characters')
  .pipe(z.email({ error: 'Enter an address at your domain, such as registrar@unilag.edu.ng' }));

export const ZDomainCodeRequest = z.object({ address: ZDomainAddress });
export type TDomainCodeRequest = z.input<typeof ZDomainCodeRequest>;

/** `POST /organisation/domain/verify`: the code, and the address it was sent to. */
export const ZDomainCodeConfirm = z.object({ address: ZDomainAddress, code: ZOtpCode });
export type TDomainCodeConfirm = z.input<typeof ZDomainCodeConfirm>;

/** What a body has shown of itself: its domain and whether it proved control of it, its evidence. */
export const ZBodyProof = z.object({
  website: z.string().nullable(),
  domain: z.string().nullable(),
  categories: z.array(z.enum(CATEGORY_IDS)),
  /** When a code sent to an address at the domain was entered; null until then. */
  domain_verified_at: z.string().nullable(),
  /** The address at the domain that received the code. */
  domain_contact_email: z.string().nullable(),
  evidence: z
    .object({ file_name: z.string(), mime_type: z.string(), size_bytes: z.number().int(), uploaded_at: z.string() })
    .nullable(),
});
export type TBodyProof = z.infer<typeof ZBodyProof>;

export const ZBodyProofResponse = z.object({ data: ZBodyProof });
export const ZBodyProofSaved = z.object({ message: z.string(), data: ZBodyProof });
export const ZMessageResponse = z.object({ message: z.string() });

/** A body whose name reads like another's once case, accents, punctuation and common words are set aside. */
export const ZLookAlike = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  country_name: z.string().nullable(),
  domain: z.string().nullable(),
  verification_status: z.enum(['unverified', 'verified', 'rejected', 'suspended']),
  /** 0 to 1: 1 is the same name once normalised. */
  score: z.number(),
});
export type TLookAlike = z.infer<typeof ZLookAlike>;

/** What the administrator reviews before verifying a body. */
export const ZBodyReview = ZBodyProof.extend({
  look_alikes: z.array(ZLookAlike),
  /** Other bodies that named the same domain. */
  domain_used_by: z.array(ZLookAlike.omit({ score: true })),
  /** What is still missing before the body may be verified; empty when it may. */
  missing: z.array(z.string()),
});
export type TBodyReview = z.infer<typeof ZBodyReview>;
export const ZBodyReviewResponse = z.object({ data: ZBodyReview });
