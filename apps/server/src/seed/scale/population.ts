import { userSearchText } from '../../features/auth/search-text';
import type { DocumentCategoriesTable, DocumentTypesTable } from '../../db/schema';
import type { Keys } from './keys';
import { bodyIndustries, bodyName, cities, firstNames, lastNames, phoneNumber, type BodyKind } from './names';
import type { ScalePlan } from './plan';
import { Weighted, zipfWeights, type Random } from './random';
import type { SeededRow } from './tables';
import { isoString } from './time';

const DAY = 86_400_000;
export const SEED_DOMAIN = 'example.com';

/** A document type as a request needs it: its category's tag (part of the search text) and its charge. */
export type DocType = Pick<DocumentTypesTable, 'id' | 'name' | 'category_id'> &
  Pick<DocumentCategoriesTable, 'tag'> & { charge: number; currency: string };

/** What the reference-data seed put in the database, read back so the seed builds on exactly that. */
export type Catalogue = {
  types: Map<string, DocType>;
  referenceBodies: {
    id: string;
    name: string;
    industry: string | null;
    country_code: string | null;
    city: string | null;
  }[];
};

export type Body = {
  id: string;
  name: string;
  city: string;
  countryCode: string;
  types: Weighted<DocType>;
  /** Its organisation account and staff: who reviews and decides; none for the reference bodies (administrators do). */
  verifiers: string[];
};

export type Account = { id: string; email: string; first_name: string; last_name: string };

/** A person's sign-in address, from their place among the people and their names. */
export function personEmail(index: number, first: string, last: string): string {
  return `${first}.${last}.${index + 1}@${SEED_DOMAIN}`.toLowerCase();
}

export type Population = {
  start: number;
  now: number;
  busiest: Body;
  /** Every other body that receives requests, weighted so a few receive much and most little. */
  receivers: Weighted<Body>;
  /**
   * People sending for themselves, oldest account first; a request picks among those who had signed up by then.
   * `referrer` is the organisation whose link each signed up through (null for most).
   */
  people: {
    ids: string[];
    first: Uint8Array;
    last: Uint8Array;
    referrer: (string | null)[];
    from: number;
    span: number;
  };
  powerUser: Account & { first: number; last: number };
  /** Organisation accounts and staff, who send requests as their organisation. */
  senders: (Account & { organisationId: string })[];
  administrators: Account[];
  busiestAccount: Account;
  busiestStaff: Account[];
  /** Seeded organisations, their accounts and staff, and the administrators: written before any person. */
  organisations: SeededRow<'organisations'>[];
  accounts: SeededRow<'users'>[];
  /** The highest row numbers already taken: seeded rows number on from there. */
  seqAfter: { users: number; audit_log: number };
};

const kindWeights = new Weighted<BodyKind>(
  ['university', 'polytechnic', 'professional', 'bank', 'employer'],
  [45, 15, 10, 10, 20],
);
const countryWeights = new Weighted(['NG', 'GH', 'KE', 'ZA', 'GB', 'US', 'CA'], [80, 6, 5, 4, 2, 2, 1]);
const professionalTypes = ['prof-ican', 'prof-coren', 'prof-mdcn', 'prof-nba'];

/** Which documents people send to a body of this kind, and how often each. */
function typesFor(kind: BodyKind, n: number, types: Map<string, DocType>): Weighted<DocType> {
  const weighted: Record<BodyKind, [string, number][]> = {
    university: [
      ['educ-bachelors', 40],
      ['educ-masters', 15],
      ['educ-doctorate', 3],
      ['educ-transcript', 30],
    ],
    polytechnic: [
      ['educ-nd', 45],
      ['educ-hnd', 40],
      ['educ-transcript', 15],
    ],
    professional: [[professionalTypes[n % professionalTypes.length]!, 1]],
    bank: [['finance-bank-statement', 1]],
    employer: [['employment-letter', 1]],
  };
  const entries = weighted[kind].filter(([id]) => types.has(id));
  if (entries.length === 0) throw new Error(`No document type for a ${kind} in the reference data`);
  return new Weighted(
    entries.map(([id]) => types.get(id)!),
    entries.map(([, weight]) => weight),
  );
}

function referenceKind(body: Catalogue['referenceBodies'][number]): { kind: BodyKind; n: number } {
  const professional = professionalTypes.indexOf(body.id.replace('vb-', 'prof-'));
  if (professional >= 0) return { kind: 'professional', n: professional };
  if (body.industry === 'Banking') return { kind: 'bank', n: 0 };
  if (body.industry === 'Higher Education')
    return { kind: body.id === 'vb-yabatech' ? 'polytechnic' : 'university', n: 0 };
  return { kind: 'employer', n: 0 };
}

/** The organisations, their accounts and staff, the administrators, and the people who will send requests. */
export function buildPopulation(input: {
  plan: ScalePlan;
  catalogue: Catalogue;
  random: Random;
  keys: Keys;
  now: number;
  passwordHash: string;
  administratorEmail: string;
  seqAfter: Population['seqAfter'];
}): Population {
  const { plan, catalogue, random, keys, now, passwordHash } = input;
  const start = now - plan.days * DAY;
  const organisations: SeededRow<'organisations'>[] = [];
  const accounts: SeededRow<'users'>[] = [];
  const senders: Population['senders'] = [];
  const receiving: Body[] = [];
  const names = new Set(catalogue.referenceBodies.map((body) => body.name));

  const account = (fields: Partial<SeededRow<'users'>> & Pick<SeededRow<'users'>, 'email' | 'created_at'>) => {
    const { email, created_at, ...rest } = fields;
    const row: SeededRow<'users'> = {
      id: keys.uuid(Date.parse(created_at)),
      seq: input.seqAfter.users + accounts.length + 1,
      search_text: '',
      email,
      password_hash: passwordHash,
      first_name: random.pick(firstNames),
      last_name: random.pick(lastNames),
      phone: phoneNumber(random),
      category: null,
      is_system_admin: 0,
      system_admin_type: null,
      status: 'active',
      email_verified_at: created_at,
      organisation_id: null,
      referred_by_organisation_id: null,
      last_login_at: null,
      created_at,
      updated_at: null,
      deactivated_by_admin_at: null,
      // Every seeded account here is an administrator, a body or staff: each has a second factor (the test passkey).
      second_factor_enrolled_at: created_at,
      ...rest,
    };
    row.search_text = userSearchText(row);
    accounts.push(row);
    return row;
  };

  const administrators = Array.from({ length: plan.administrators }, (_, i) =>
    account({
      email: i === 0 ? input.administratorEmail : `admin.${i + 1}@${SEED_DOMAIN}`,
      created_at: isoString(start - (400 - i) * DAY),
      is_system_admin: 1,
      system_admin_type: i === 0 ? '1' : '2',
    }),
  );

  let busiest: Body | undefined;
  let busiestAccount: Account | undefined;
  const busiestStaff: Account[] = [];
  for (let n = 0; n < plan.organisations; n++) {
    const isBusiest = n === 0;
    const kind = isBusiest ? 'university' : kindWeights.draw(random);
    const countryCode = isBusiest ? 'NG' : countryWeights.draw(random);
    const city = isBusiest ? 'Lagos' : random.pick(cities[countryCode] ?? ['Lagos']);
    let name = isBusiest ? 'Lagos Metropolitan University' : bodyName(kind, city, n);
    for (let copy = 2; names.has(name); copy++) name = `${bodyName(kind, city, n)} ${copy}`;
    names.add(name);
    const createdAt = isoString(start - random.between(30, 400) * DAY);
    const email = isBusiest ? `busiest.org@${SEED_DOMAIN}` : `org.${n}@${SEED_DOMAIN}`;
    const id = keys.uuid(Date.parse(createdAt));
    // A few bodies still wait for an administrator's verification: they send requests but receive none.
    const verified = isBusiest || !random.chance(0.05);
    const owner = account({ email, created_at: createdAt, category: 'org', organisation_id: id });
    organisations.push({
      id,
      name,
      industry: bodyIndustries[kind],
      country_code: countryCode,
      city,
      email,
      phone: owner.phone,
      referral_code: `SC${String(n).padStart(6, '0')}`,
      verification_status: verified ? 'verified' : 'unverified',
      transcript_access: isBusiest ? 'active' : 'inactive',
      created_by_user_id: owner.id,
      created_at: createdAt,
      updated_at: null,
      // Made-up bodies under a made-up domain: none proven, none in the wizard's lists by category.
      website: null,
      domain: null,
      categories: null,
      evidence_file_id: null,
      domain_verified_at: null,
      domain_contact_email: null,
    });
    const verifiers = [owner.id];
    senders.push({ ...owner, organisationId: id });
    const staffCount = isBusiest ? plan.busiestStaff : random.int(4);
    for (let k = 1; k <= staffCount; k++) {
      const staff = account({
        email: isBusiest ? `busiest.staff.${k}@${SEED_DOMAIN}` : `staff.${n}.${k}@${SEED_DOMAIN}`,
        created_at: isoString(Date.parse(createdAt) + random.between(1, 25) * DAY),
        category: 'staff',
        organisation_id: id,
      });
      verifiers.push(staff.id);
      senders.push({ ...staff, organisationId: id });
      if (isBusiest) busiestStaff.push(staff);
    }
    const body = { id, name, city, countryCode, types: typesFor(kind, n, catalogue.types), verifiers };
    if (isBusiest) {
      busiest = body;
      busiestAccount = owner;
    } else if (verified) receiving.push(body);
  }
  for (const reference of catalogue.referenceBodies) {
    const { kind, n } = referenceKind(reference);
    receiving.push({
      id: reference.id,
      name: reference.name,
      city: reference.city ?? '',
      countryCode: reference.country_code ?? 'NG',
      types: typesFor(kind, n, catalogue.types),
      verifiers: [],
    });
  }
  if (!busiest || !busiestAccount) throw new Error('A scale seed needs at least one organisation');

  // Shuffled before weighting, so the reference bodies and the seeded ones mix in the long tail.
  const order = receiving.map((body) => ({ body, key: random.next() })).sort((a, b) => a.key - b.key);
  const receivers = new Weighted(
    order.map((entry) => entry.body),
    zipfWeights(order.length, 0.9),
  );

  const from = start - 30 * DAY;
  const span = now - 7 * DAY - from;
  const people = {
    ids: [] as string[],
    first: new Uint8Array(plan.people),
    last: new Uint8Array(plan.people),
    referrer: [] as (string | null)[],
    from,
    span,
  };
  // Some signed up through an organisation's referral link: the busiest body's often, others' now and then.
  const referrers = organisations.filter((organisation) => organisation.id !== busiest.id);
  for (let i = 0; i < plan.people; i++) {
    people.ids.push(keys.uuid(Math.floor(from + (i / plan.people) * span)));
    people.first[i] = random.int(firstNames.length);
    people.last[i] = random.int(lastNames.length);
    const referral = random.next();
    people.referrer.push(
      referral < 0.08 ? busiest.id : referral < 0.18 && referrers.length > 0 ? random.pick(referrers).id : null,
    );
  }
  const powerFirst = firstNames.indexOf('Adaeze');
  const powerLast = lastNames.indexOf('Okonkwo');
  const power = account({
    email: `power.user@${SEED_DOMAIN}`,
    created_at: isoString(start - 20 * DAY),
    category: 'indv',
    first_name: firstNames[powerFirst]!,
    last_name: lastNames[powerLast]!,
  });

  return {
    start,
    now,
    busiest,
    receivers,
    people,
    powerUser: { ...power, first: powerFirst, last: powerLast },
    senders,
    administrators,
    busiestAccount,
    busiestStaff,
    organisations,
    accounts,
    seqAfter: input.seqAfter,
  };
}
