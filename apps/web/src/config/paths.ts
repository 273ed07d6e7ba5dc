// Every URL of the product, named once: routes use `path`, links and redirects use `getHref`.

type TPath<TArgs extends unknown[] = []> = { path: string; getHref: (...args: TArgs) => string };

function fixed(path: string): TPath {
  return { path, getHref: () => path };
}

/** The one-time-code pages learn which e-mail to confirm from the query string. */
function withEmail(path: string): TPath<[email?: string]> {
  return { path, getHref: (email) => (email ? `${path}?email=${encodeURIComponent(email)}` : path) };
}

export const paths = {
  root: fixed('/'),

  auth: {
    login: fixed('/login'),
    signup: fixed('/signup'),
    referralSignup: {
      path: '/signup/:referral',
      getHref: (referral: string) => `/signup/${encodeURIComponent(referral)}`,
    },
    signupOtp: withEmail('/signup/otp'),
    /** A staff member's invitation link: their organisation added them, they set the password. */
    staffSignup: {
      path: '/signup/staff',
      getHref: (invitation: string) => `/signup/staff?invitation=${encodeURIComponent(invitation)}`,
    },
    forgotPassword: fixed('/forgotpassword'),
    success: fixed('/success'),
    /** After the password: the passkey, authenticator code or recovery code (decision 077). */
    secondFactor: fixed('/signin/second-factor'),
    /** Setting up a second factor: forced for administrators, bodies and staff; chosen by individuals. */
    enrolment: fixed('/signin/enrolment'),
  },

  adminAuth: {
    login: fixed('/login/admin'),
    signup: {
      path: '/signup/admin',
      getHref: (invitation?: string) =>
        invitation ? `/signup/admin?invitation=${encodeURIComponent(invitation)}` : '/signup/admin',
    },
    otp: withEmail('/otp/admin'),
    forgotPassword: fixed('/forgotpassword/admin'),
  },

  payments: {
    /** The sandbox gateway's checkout; the server hands this relative path out as its authorization_url. */
    sandbox: {
      path: '/payments/sandbox/:reference',
      getHref: (reference: string) => `/payments/sandbox/${encodeURIComponent(reference)}`,
    },
    /** Where every gateway sends the payer back (its callback URL). */
    return: {
      path: '/payments/return',
      getHref: (reference: string) => `/payments/return?reference=${encodeURIComponent(reference)}`,
    },
  },

  /** Public: the verification result behind a shared viewer code (DESIGN section 3). */
  viewer: {
    path: '/verify/:viewerCode',
    getHref: (viewerCode: string) => `/verify/${encodeURIComponent(viewerCode)}`,
  },
  /** Public: check a certificate PDF or a pasted credential in the browser. */
  verify: fixed('/verify'),

  admin: {
    dashboard: fixed('/admin/dashboard'),
    users: fixed('/admin/user'),
    usersOrganisation: fixed('/admin/user/organization'),
    usersAdmin: fixed('/admin/user/admin'),
    usersIndividual: fixed('/admin/user/individual'),
    documents: fixed('/admin/document'),
    documentsAll: fixed('/admin/document/all'),
    documentsArchived: fixed('/admin/document/archived'),
    documentsQueried: fixed('/admin/document/queried'),
    documentsSubmitted: fixed('/admin/document/submitted'),
    documentsPending: fixed('/admin/document/pending'),
    documentsVerified: fixed('/admin/document/verified'),
    documentPreview: {
      path: '/admin/document/document/:type/:id/:owner',
      getHref: (type: string, id: string, owner: string) =>
        `/admin/document/document/${[type, id, owner].map(encodeURIComponent).join('/')}`,
    },
    service: fixed('/admin/service'),
    serviceCharge: fixed('/admin/service/servicecharge'),
    serviceSurcharge: fixed('/admin/service/surcharge'),
    serviceVerifyingBody: fixed('/admin/service/verifyingbody'),
    serviceTranscript: fixed('/admin/service/transcript'),
    account: fixed('/admin/account'),
    transactions: fixed('/admin/transaction'),
    /** Not in the spec's route list: the administrators' audit trail, linked from the admin dashboard. */
    audit: fixed('/admin/audit'),
    /** Not in the spec: e-mail the outbox could not deliver (decision 021), linked from the dashboard. */
    mail: fixed('/admin/mail'),
    /** Not in the spec: the list of unaccredited awarding bodies requests are checked against (decision 024). */
    unaccredited: fixed('/admin/unaccredited'),
  },

  org: {
    dashboard: fixed('/org/dashboard'),
    verifyDocument: fixed('/org/verifydocument'),
    documents: fixed('/org/document'),
    documentsReceived: fixed('/org/document/received'),
    documentsSent: fixed('/org/document/sent'),
    transactions: fixed('/org/transaction'),
    transcript: fixed('/org/transcript'),
    account: fixed('/org/account'),
    staff: fixed('/org/staff'),
    staffAll: fixed('/org/staff/all'),
    referral: fixed('/org/referral'),
    referralUsers: fixed('/org/referrals/user'),
    referralDocuments: fixed('/org/referrals/document'),
    service: fixed('/org/service'),
  },

  individual: {
    dashboard: fixed('/dashboard'),
    verifyDocument: fixed('/dashboard/verifydocument'),
    account: fixed('/dashboard/account'),
    documents: fixed('/dashboard/document'),
    documentsSent: fixed('/dashboard/document/sent'),
    transactions: fixed('/dashboard/transaction'),
  },
} as const;
