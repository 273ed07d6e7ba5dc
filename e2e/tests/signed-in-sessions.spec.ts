import { expect, test } from '../support/fixtures';
import { expectTouchSized, pageOverflow, SIZES } from '../support/phone';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("shows where you're signed in and signs another device out", async ({ page, signIn }) => {
      const account = await signIn('indv');
      // A second device: the same account signed in from an iPhone.
      const phone = await page.request.post('/api/login', {
        data: { email: account.email, password: account.password },
        headers: { 'user-agent': iphoneSafari },
      });
      expect(phone.status()).toBe(200);
      const phoneToken = ((await phone.json()) as { token: string }).token;

      await page.goto('/dashboard/account');
      const section = page.getByRole('region', { name: 'Where you’re signed in' });
      const devices = section.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
      await expect(devices).toHaveCount(2);
      await expect(devices.filter({ hasText: 'This device' })).toContainText('Active now · network 127.0.0.x');
      const other = devices.filter({ hasText: 'Safari on iOS' });
      const signOut = other.getByRole('button', { name: 'Sign out Safari on iOS' });
      await expect(signOut).toBeVisible();
      if (size.use.isMobile) {
        expect(await pageOverflow(page)).toBe(0);
        await expectTouchSized(signOut, 'Sign out');
      }

      await signOut.click();
      await expect(devices).toHaveCount(1);
      await expect(section.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
      const after = await page.request.get('/api/user', { headers: { authorization: `Bearer ${phoneToken}` } });
      expect(after.status()).toBe(401);
    });
  });
}
