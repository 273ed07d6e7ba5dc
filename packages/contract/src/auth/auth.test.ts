import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZSignupRequest } from './auth';
import { isAdmin, isOrganisationUser } from './user';

const valid = { firstName: 'Ada', lastName: 'Obi', email: 'Ada@Example.COM ', password: 'secret123', category: 'indv' };

describe('sign-up schema', () => {
  it('normalises the e-mail and drops an empty phone', () => {
    const parsed = ZSignupRequest.parse({ ...valid, phone: '' });
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.phone).toBeUndefined();
  });

  it('names each field that is wrong', () => {
    const result = ZSignupRequest.safeParse({
      ...valid,
      firstName: ' ',
      email: 'x',
      password: 'abcdefgh',
      phone: '12',
      category: 'staff',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      firstName: 'First name is required',
      email: 'Enter a valid e-mail address',
      password: 'Password must contain a digit',
      phone: 'Enter a valid phone number, digits with an optional leading +',
      category: expect.any(String),
    });
  });

  it('requires a company name only for an organisation', () => {
    expect(ZSignupRequest.safeParse({ ...valid, category: 'org' }).error?.issues[0]?.path).toEqual(['companyName']);
    expect(
      ZSignupRequest.safeParse({
        ...valid,
        category: 'org',
        companyName: 'Acme',
        website: 'https://acme.example',
        domain: 'acme.example',
        categories: ['employment'],
      }).success,
    ).toBe(true);
  });

  it('does not apply password rules at login, only presence', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message).toBe(
      'Password is required',
    );
  });
});

describe('roles', () => {
  it('treats is_system_admin 1 or admin type 1 or 2 as an administrator', () => {
    expect(isAdmin({ is_system_admin: 1, system_admin_type: null })).toBe(true);
    expect(isAdmin({ is_system_admin: 0, system_admin_type: '2' })).toBe(true);
    expect(isAdmin({ is_system_admin: 0, system_admin_type: null })).toBe(false);
  });

  it('treats org and staff as organisation users', () => {
    expect(isOrganisationUser({ category: 'staff' })).toBe(true);
    expect(isOrganisationUser({ category: 'agent' })).toBe(false);
  });
});

describe('names that reach other people in e-mails', () => {
  it('accepts names in any script with apostrophes, hyphens and full stops', () => {
    for (const name of ['Ngozi', "O'Neil", 'Ade-Bello', 'Chukwuemeka Jr.', 'Zoë', 'Émilie', 'Ọlá']) {
      expect(ZSignupRequest.safeParse({ ...valid, firstName: name }).success, name).toBe(true);
    }
  });

  it('refuses a name that carries a link, digits or a message', () => {
    for (const name of ['Click https://evil.example', 'Win 1000', 'a<b>', 'Line\nbreak']) {
      expect(ZSignupRequest.safeParse({ ...valid, firstName: name }).error?.issues[0]?.message, name).toBe(
        'First name may contain only letters, spaces, apostrophes, hyphens and full stops',
      );
    }
  });

  it('refuses an organisation name holding a link', () => {
    const org = {
      ...valid,
      category: 'org',
      website: 'https://acme.example',
      domain: 'acme.example',
      categories: ['employment'],
    };
    expect(ZSignupRequest.safeParse({ ...org, companyName: 'Acme (Nigeria) Ltd.' }).success).toBe(true);
    for (const companyName of ['Visit www.evil.example', 'evil.com payroll', 'http://x']) {
      expect(ZSignupRequest.safeParse({ ...org, companyName }).error?.issues[0]?.path, companyName).toEqual([
        'companyName',
      ]);
    }
  });
});
