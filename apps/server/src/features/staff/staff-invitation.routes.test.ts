import { ZAuthResponse } from '@docverify/contract/auth/auth';
import { expect, it } from 'vitest';
import { createOrganisationUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

/** The token in the newest invitation link mailed to this address. */
async function invitationToken(app: TestApp, email: string): Promise<string> {
  const [mail] = await app.mailTo(email);
  const token = mail?.text.match(/\/signup\/staff\?invitation=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

describeOnEachDatabase(
  'staff invitations',
  (database) => createTestApp(database),
  (t) => {
    it('creates a staff member, e-mails the link, and the accepted invitation signs them in', async () => {
      const app = t();
      const { request, database, ctx } = app;
      const { user: owner, organisation } = await createOrganisationUser(database.db);
      const token = await signIn(app, owner);
      const email = 'New.Staff@Example.test';

      const created = await request({
        method: 'POST',
        url: '/api/staff/create',
        token,
        payload: { firstName: 'Sani', lastName: 'Bello', email, phone: '+2348011112222' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        firstName: 'Sani',
        lastName: 'Bello',
        email: 'new.staff@example.test',
        status: 'active',
        invited: true,
        last_login_at: null,
      });

      const [mail] = await app.mailTo('new.staff@example.test');
      expect(mail?.subject).toBe(`${organisation.name} added you as staff`);
      expect(mail?.text).toContain(`${ctx.config.publicUrl}/signup/staff?invitation=`);
      const invitation = await invitationToken(app, 'new.staff@example.test');

      // Nobody knows the password the account was created with.
      const early = await request({ method: 'POST', url: '/api/login', payload: { email, password: 'Passw0rd!' } });
      expect(early.status).toBe(401);

      const seen = await request({ method: 'GET', url: `/api/staff/invitation/${invitation}` });
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({
        email: 'new.staff@example.test',
        firstName: 'Sani',
        organisationName: organisation.name,
      });

      const accepted = await request({
        method: 'POST',
        url: '/api/staff/invitation/accept',
        payload: { token: invitation, password: 'StaffPass1' },
      });
      expect(accepted.status).toBe(200);
      const auth = ZAuthResponse.parse(accepted.body);
      expect(auth.user).toMatchObject({ category: 'staff', organisation: { id: organisation.id } });
      expect((await request({ method: 'GET', url: '/api/user', token: auth.token })).status).toBe(200);

      const login = await request({ method: 'POST', url: '/api/login', payload: { email, password: 'StaffPass1' } });
      expect(login.status).toBe(200);

      // Used once: the link is spent, and the list no longer shows the member as invited.
      expect((await request({ method: 'GET', url: `/api/staff/invitation/${invitation}` })).status).toBe(404);
      const again = await request({
        method: 'POST',
        url: '/api/staff/invitation/accept',
        payload: { token: invitation, password: 'Another12' },
      });
      expect(again.status).toBe(404);
      const list = await request({ method: 'POST', url: '/api/staff/get/all', token, payload: {} });
      expect(list.body.data).toEqual([expect.objectContaining({ email: 'new.staff@example.test', invited: false })]);
    });

    it('refuses an expired invitation, a weak password and a deactivated invitee', async () => {
      const app = t();
      const { request, database, clock } = app;
      const { user: owner } = await createOrganisationUser(database.db);
      const token = await signIn(app, owner);
      const create = (email: string) =>
        request({
          method: 'POST',
          url: '/api/staff/create',
          token,
          payload: { firstName: 'Ada', lastName: 'Obi', email },
        });

      const weak = await create('weak@example.test');
      const weakToken = await invitationToken(app, 'weak@example.test');
      const refused = await request({
        method: 'POST',
        url: '/api/staff/invitation/accept',
        payload: { token: weakToken, password: 'short' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ password: 'Password must be at least 8 characters' });

      await request({
        method: 'POST',
        url: '/api/staff/update',
        token,
        payload: { staff_id: weak.body.data.id, status: 'inactive' },
      });
      const inactive = await request({
        method: 'POST',
        url: '/api/staff/invitation/accept',
        payload: { token: weakToken, password: 'StaffPass1' },
      });
      expect(inactive.status).toBe(404);

      await create('late@example.test');
      const lateToken = await invitationToken(app, 'late@example.test');
      clock.advance(7 * 86_400 + 1);
      expect((await request({ method: 'GET', url: `/api/staff/invitation/${lateToken}` })).status).toBe(404);
      const forged = await request({ method: 'GET', url: `/api/staff/invitation/${'x'.repeat(43)}` });
      expect(forged.status).toBe(404);
      const malformed = await request({ method: 'GET', url: '/api/staff/invitation/short' });
      expect(malformed.status).toBe(400);
    });
  },
);
