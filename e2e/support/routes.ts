import type { Page } from '@playwright/test';
import type { Db } from '../../apps/server/src/db/database';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
  FACTORY_PASSWORD,
} from '../../apps/server/src/testing/factories';
import { signedInToken } from './second-factor';
import { E2E_BASE_URL } from './environment';

export type Account = { email: string; password: string };

/** The longest real names the lists must hold: a teaching hospital's college, a Yoruba given name, a double surname. */
export const LONG_BODY_NAME = 'Obafemi Awolowo University Teaching Hospitals Complex Postgraduate College of Medicine';
const LONG_OWNER = { first: 'Oluwadamilareoluwatobiloba', middle: 'Chukwuemekaifeanyichukwu' };

/**
 * One small world in which every route of every role has something to show, with the long names real people and
 * bodies have: an organisation (with transcript access) and its staff member, an individual it referred who sent
 * it requests in every state (waiting for payment, submitted, in review, queried, verified, archived), a request the
 * organisation sent elsewhere, and an administrator.
 */
export async function createWorld(db: Db) {
  const suffix = Date.now().toString(36);
  const organisation = await createOrganisation(db, {
    name: `${LONG_BODY_NAME} ${suffix}`,
    transcript_access: 'active',
  });
  const { user: org } = await createOrganisationUser(db, { organisation });
  const staff = await createUser(db, {
    category: 'staff',
    organisation_id: organisation.id,
    first_name: LONG_OWNER.first,
    last_name: 'Staff-Registrar',
  });
  const individual = await createUser(db, {
    first_name: LONG_OWNER.first,
    last_name: `Adebayo-Ogunlesi${suffix}`,
    referred_by_organisation_id: organisation.id,
  });
  const admin = await createAdmin(db, '1');
  const sent = [];
  for (const [status, last] of [
    ['verified', 'Verified'],
    ['queried', 'Queried'],
    ['submitted', 'Submitted'],
    ['awaiting_payment', 'Unpaid'],
    ['pending', 'InReview'],
    ['archived', 'Archived'],
  ] as const) {
    sent.push(
      await createDocument(db, {
        uploader: individual,
        organisation,
        status,
        owner: { ...LONG_OWNER, last: `${last}-Adebayo-Ogunlesi${suffix}` },
      }),
    );
  }
  const elsewhere = await createOrganisation(db, {
    name: `University of Nigeria Nsukka Institute of African Studies and Postgraduate Research ${suffix}`,
  });
  await createDocument(db, {
    uploader: org,
    organisation: elsewhere,
    owner: { ...LONG_OWNER, last: `Sent-Adebayo-Ogunlesi${suffix}` },
  });

  const verified = sent[0]!;
  const unpaid = sent[3]!;
  const account = (user: { email: string }): Account => ({ email: user.email, password: FACTORY_PASSWORD });
  return {
    org: account(org),
    staff: account(staff),
    individual: account(individual),
    admin: account(admin),
    viewerCode: verified.viewer_code!,
    previewHref: `/admin/document/document/${verified.category_id}/${verified.id}/${verified.uploaded_by_user_id}`,
    unpaidReference: unpaid.ref_id,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

export type Area = 'public' | 'individual' | 'organisation' | 'staff' | 'admin';

/** Each area of routes and the world's account that opens it (none for public routes). */
export const areaAccounts: { area: Area; account: (world: World) => { email: string; password: string } | null }[] = [
  { area: 'public', account: () => null },
  { area: 'individual', account: (world) => world.individual },
  { area: 'organisation', account: (world) => world.org },
  { area: 'staff', account: (world) => world.staff },
  { area: 'admin', account: (world) => world.admin },
];

/**
 * Every route of apps/web/src/config/paths.ts, per role that may open it (the router's areas), with real
 * parameters from the world.
 */
export function routesOf(world: World): Record<Area, string[]> {
  const orgShared = [
    '/org/dashboard',
    '/org/verifydocument',
    '/org/document',
    '/org/document/received',
    '/org/document/sent',
    '/org/transaction',
    '/org/account',
    '/org/referral',
    '/org/referrals/user',
    '/org/referrals/document',
  ];
  return {
    public: [
      '/login',
      '/signup',
      '/signup/NOSUCHCODE',
      '/signup/otp',
      '/signup/staff?invitation=no-such-invitation',
      '/forgotpassword',
      '/login/admin',
      '/signup/admin',
      '/otp/admin',
      '/forgotpassword/admin',
      `/verify/${world.viewerCode}`,
      '/verify',
    ],
    individual: [
      '/dashboard',
      '/dashboard/verifydocument',
      '/dashboard/document',
      '/dashboard/document/sent',
      '/dashboard/transaction',
      '/dashboard/account',
      '/success',
      `/payments/sandbox/${world.unpaidReference}`,
      `/payments/return?reference=${world.unpaidReference}`,
    ],
    organisation: [...orgShared, '/org/staff', '/org/staff/all', '/org/transcript', '/org/service'],
    staff: orgShared,
    admin: [
      '/admin/dashboard',
      '/admin/user',
      '/admin/user/organization',
      '/admin/user/admin',
      '/admin/user/individual',
      '/admin/document',
      '/admin/document/all',
      '/admin/document/submitted',
      '/admin/document/pending',
      '/admin/document/verified',
      '/admin/document/queried',
      '/admin/document/archived',
      world.previewHref,
      '/admin/service',
      '/admin/service/servicecharge',
      '/admin/service/surcharge',
      '/admin/service/verifyingbody',
      '/admin/service/transcript',
      '/admin/account',
      '/admin/transaction',
      '/admin/audit',
      '/admin/mail',
      '/admin/unaccredited',
    ],
  };
}

/** Signs in through the API and stores the token as the app does (as fixtures.signInAs, for one page). */
export async function signInPage(page: Page, account: Account, portal: 'user' | 'admin' = 'user') {
  const url = portal === 'admin' ? '/api/system/admin/login' : '/api/login';
  const response = await page.request.post(`${E2E_BASE_URL}${url}`, { data: account });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const answer = (await response.json()) as Parameters<typeof signedInToken>[1] & {
    user: { system_admin_type: string | null; category: string | null };
  };
  const { user } = answer;
  const token = await signedInToken(page.request, answer);
  await page.goto('/login');
  await page.evaluate(
    ([t, type]) => {
      localStorage.setItem('userToken', JSON.stringify(t));
      localStorage.setItem('userType', type);
    },
    [token, user.system_admin_type ?? user.category ?? ''] as const,
  );
}

/** Opens a route and waits for its page: the level-one heading, and no skeleton or loading text left. */
export async function openRoute(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 });
}

/** The search boxes whose placeholder is wider than the box can show ('Name, reference or…' cut off). */
export function clippedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]')).flatMap((input) => {
      const style = getComputedStyle(input);
      if (style.display === 'none' || input.offsetWidth === 0) return [];
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width > room ? [input.placeholder] : [];
    });
  });
}
