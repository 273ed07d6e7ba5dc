import { firstNames, lastNames, phoneNumber } from './names';
import { personEmail, type Population } from './population';
import { userSearchText } from '../../features/auth/search-text';
import { Weighted, type Random } from './random';
import type { SeededRow } from './tables';
import { isoString } from './time';

/** The person accounts, a chunk at a time; some signed up through an organisation's referral link. */
export function* peopleRows(
  population: Population,
  input: { random: Random; passwordHash: string; chunk: number },
): Generator<SeededRow<'users'>[]> {
  const { people, accounts } = population;
  const categories = new Weighted(['indv', 'student', 'agent'] as const, [75, 20, 5]);
  const { random } = input;
  let rows: SeededRow<'users'>[] = [];
  for (let i = 0; i < people.ids.length; i++) {
    const first = firstNames[people.first[i]!]!;
    const last = lastNames[people.last[i]!]!;
    const createdAt = isoString(Math.floor(people.from + (i / people.ids.length) * people.span));
    const identity = {
      email: personEmail(i, first, last),
      first_name: first,
      last_name: last,
      phone: phoneNumber(random),
    };
    rows.push({
      id: people.ids[i]!,
      // After the organisations' accounts and the administrators, written first.
      seq: population.seqAfter.users + accounts.length + i + 1,
      ...identity,
      search_text: userSearchText(identity),
      password_hash: input.passwordHash,
      category: categories.draw(random),
      is_system_admin: 0,
      system_admin_type: null,
      status: 'active',
      email_verified_at: createdAt,
      organisation_id: null,
      referred_by_organisation_id: people.referrer[i]!,
      last_login_at: null,
      created_at: createdAt,
      updated_at: null,
      deactivated_by_admin_at: null,
      second_factor_enrolled_at: null,
    });
    if (rows.length === input.chunk) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length > 0) yield rows;
}
