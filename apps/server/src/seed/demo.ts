/**
 * `npm run seed:demo`: demo accounts of every role on the configured database (an individual, a student, and a
 * verified organisation with transcript access and a staff member), so a newcomer can sign in to each area at
 * once. Passwords are generated and printed once; running it again adds another set.
 */
import { randomBytes } from 'node:crypto';
import { parseConfig } from '../config';
import { migrateToLatest, openDatabase, targetFromConfig } from '../db/database';
import { systemClock } from '../lib/clock';
import { createOrganisation, createUser } from '../testing/factories';
import { seedReferenceData } from './seed';

const config = parseConfig(process.env);
const db = openDatabase(targetFromConfig(config));
await migrateToLatest(db);
await seedReferenceData(db, systemClock);

const suffix = randomBytes(2).toString('hex');
const passwordCost = config.scryptCost;
const password = `Demo-${randomBytes(6).toString('base64url')}1`;
const organisation = await createOrganisation(db, {
  name: `Demo Employers Ltd ${suffix}`,
  industry: 'Human Resources and Recruitment',
  transcript_access: 'active',
});
const people = [
  { role: 'individual', first_name: 'Ife', last_name: 'Adeyemi', category: 'indv' },
  { role: 'student', first_name: 'Kofi', last_name: 'Mensah', category: 'student' },
  { role: 'org', first_name: 'Amaka', last_name: 'Nwosu', category: 'org', organisation_id: organisation.id },
  { role: 'staff', first_name: 'Sani', last_name: 'Bello', category: 'staff', organisation_id: organisation.id },
] as const;
const accounts = [];
for (const { role, ...person } of people) {
  accounts.push(
    await createUser(db, { ...person, email: `demo.${role}.${suffix}@docverify.local`, password, passwordCost }),
  );
}
// The organisation's own account made it, as a sign-up does: the administrator sees who to contact.
const organisationAccount = accounts.find((account) => account.category === 'org')!;
await db
  .updateTable('organisations')
  .set({ created_by_user_id: organisationAccount.id, email: organisationAccount.email })
  .where('id', '=', organisation.id)
  .execute();
await db.destroy();

// This process reads the same settings as the server only when given the same environment: say which it used.
const signIn = `${config.publicUrl}/login${process.env.PUBLIC_URL || process.env.PORT ? '' : ', the default address'}`;
console.log(`\nDemo accounts (sign in at ${signIn}), all with the password ${password}`);
console.log('If the server was started with another PORT or PUBLIC_URL, sign in at the address it printed.');
for (const account of accounts) console.log(`  ${String(account.category).padEnd(8)} ${account.email}`);
console.log(`The organisation "${organisation.name}" has transcript access, so its menu shows Manage Service.\n`);
