import { firstNames, lastNames, phoneNumber } from './names';
import { SEED_DOMAIN, type Population } from './population';
import { Weighted, type Random } from './random';
import type { SeededRow } from './tables';
import { isoString } from './time';

/** The person accounts, a chunk at a time; some signed up through an organisation's referral link. */
export function* peopleRows(
  population: Population,
  input: { random: Random; passwordHash: string; chunk: number },
): Generator<SeededRow<'users'>[]> {
  const { people, organisations } = population;
  const referrers = organisations.filter((organisation) => organisation.id !== population.busiest.id);
  const categories = new Weighted(['indv', 'student', 'agent'] as const, [75, 20, 5]);
  const { random } = input;
  let rows: SeededRow<'users'>[] = [];
  for (let i = 0; i < people.ids.length; i++) {
    const first = firstNames[people.first[i]!]!;
    const last = lastNames[people.last[i]!]!;
    const createdAt = isoString(Math.floor(people.from + (i / people.ids.length) * people.span));
    const referral = random.next();
    rows.push({
      id: people.ids[i]!,
      email: `${first}.${last}.${i + 1}@${SEED_DOMAIN}`.toLowerCase(),
      password_hash: input.passwordHash,
      first_name: first,
      last_name: last,
      phone: phoneNumber(random),
      category: categories.draw(random),
      is_system_admin: 0,
      system_admin_type: null,
      status: 'active',
      email_verified_at: createdAt,
      organisation_id: null,
      referred_by_organisation_id:
        referral < 0.08
          ? population.busiest.id
          : referral < 0.18 && referrers.length > 0
            ? random.pick(referrers).id
            : null,
      last_login_at: null,
      created_at: createdAt,
      updated_at: null,
      deactivated_by_admin_at: null,
    });
    if (rows.length === input.chunk) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length > 0) yield rows;
}
