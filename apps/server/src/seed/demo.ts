/**
 * `npm run seed:demo`: demo accounts of every role on the configured database (an individual, a student, and an
 * approved verifying body with transcript access and a staff member), and the individual's requests in every
 * state, so a newcomer can sign in to each area and find real work there at once. Passwords are generated and
 * printed once; running it again adds another set.
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { migrateToLatest, openDatabase, targetFromConfig } from '../db/database';
import { systemClock } from '../lib/clock';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { createProductContext } from '../product-context';
import { type CreatedUser, createOrganisation, createUser } from '../testing/factories';
import { deleteAllFactors, setSecondFactorEnrolled } from '../features/auth/factors.repository';
import { revokeAllSessions } from '../features/auth/sessions.repository';
import type { Db } from '../db/database';
import { seedDemoRequests } from './demo-requests';
import { seedReferenceData } from './seed';

const config = parseConfig(process.env);
const db = openDatabase(targetFromConfig(config));
await migrateToLatest(db);
await seedReferenceData(db, systemClock);

const suffix = randomBytes(2).toString('hex');
const passwordCost = config.scryptCost;
const password = `Demo-${randomBytes(6).toString('base64url')}1`;
const organisation = await createOrganisation(db, {
  name: `Lagoon Demo University ${suffix}`,
  industry: 'Higher Education',
  city: 'Lagos',
  transcript_access: 'active',
  // Approved bodies have proven their domain (decision 071); the demo's is reserved for examples (RFC 2606).
  website: `https://lagoon-${suffix}.example.edu`,
  domain: `lagoon-${suffix}.example.edu`,
  domain_contact_email: `registrar@lagoon-${suffix}.example.edu`,
  domain_verified_at: new Date().toISOString(),
  categories: 'educ',
});
const people = [
  { role: 'individual', first_name: 'Ife', last_name: 'Adeyemi', category: 'indv' },
  { role: 'student', first_name: 'Kofi', last_name: 'Mensah', category: 'student' },
  { role: 'org', first_name: 'Amaka', last_name: 'Nwosu', category: 'org', organisation_id: organisation.id },
  { role: 'staff', first_name: 'Sani', last_name: 'Bello', category: 'staff', organisation_id: organisation.id },
] as const;
const accounts: CreatedUser[] = [];
for (const { role, ...person } of people) {
  accounts.push(
    await createUser(db, {
      ...person,
      email: `demo.${role}.${suffix}@docverify.local`,
      password,
      passwordCost,
      // Whoever tries the demo sets up their own passkey or authenticator app at the first sign-in.
      passkey: false,
    }),
  );
}
const accountOf = (category: string) => accounts.find((account) => account.category === category)!;
// The organisation's own account made it, as a sign-up does: the administrator sees who to contact.
await db
  .updateTable('organisations')
  .set({ created_by_user_id: accountOf('org').id, email: accountOf('org').email })
  .where('id', '=', organisation.id)
  .execute();

// The requests go through the product's own API in this process; its e-mails wait in the outbox for the server.
const log = pino({ level: 'warn' });
const mailer = createOutboxMailer(db, systemClock, { from: config.mailFrom });
const app = await buildApp(await createProductContext({ config, db, log, mailer }));
const demo =
  config.payments.gateway === 'sandbox'
    ? await seedDemoRequests(
        app,
        {
          requester: { email: accountOf('indv').email, password },
          verifier: { email: accountOf('staff').email, password },
        },
        { id: organisation.id, name: organisation.name, city: organisation.city ?? 'Lagos' },
      )
    : undefined;
await app.close();
async function forgetSecondFactor(database: Db, userId: string) {
  await deleteAllFactors(database, userId);
  await setSecondFactorEnrolled(database, userId, null);
  await revokeAllSessions(database, userId, new Date().toISOString());
}
// The authenticator app the seed acted with is nobody's: the body's accounts set up their own at first sign-in.
for (const account of [accountOf('org'), accountOf('staff')]) await forgetSecondFactor(db, account.id);
await db.destroy();

// This process reads the same settings as the server only when given the same environment: say which it used.
const assumed = process.env.PUBLIC_URL || process.env.PORT ? '' : ' (the default address)';
const lines = [
  '',
  `Demo accounts: sign in at ${config.publicUrl}/login${assumed}, all with the password ${password}`,
  'If the server was started with another PORT or PUBLIC_URL, use the address it printed instead.',
  ...accounts.map((account) => `  ${String(account.category).padEnd(8)} ${account.email}`),
  'The body and staff accounts set up a passkey or authenticator app at their first sign-in (it is required for them).',
  `The verifying body "${organisation.name}" is approved and has transcript access (its menu shows Manage Service).`,
];
if (demo) {
  lines.push(`${accountOf('indv').first_name}'s requests (Dashboard → Documents), one in each state:`);
  for (const request of demo.requests) lines.push(`  ${request.applicationId}  ${request.state} (${request.owner})`);
  lines.push(
    `Anyone can open the verified one's share link "${demo.shareLabel}": ${config.publicUrl}/verify/${demo.viewerCode}`,
  );
} else {
  lines.push('No requests were made: they are paid through the sandbox, and PAYMENT_GATEWAY is not sandbox.');
}
console.log(`${lines.join('\n')}\n`);
