import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, storeSession } from '@/testing/users';

const kings = {
  id: 'u-1',
  name: 'Kings Bridge University',
  country_code: 'GB',
  source: 'HEDD list 2026',
  note: null,
  added_by: 'Ada Admin',
  created_at: '2026-11-25T09:00:00.000Z',
};
const page = (data: unknown[], total = data.length) => ({ data, page: 1, pageSize: 20, total, totalPages: 1 });

function signIn(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildAdmin('2');
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

describe('unaccredited awarding bodies', () => {
  it('lists the bodies with their source, and removes one after a confirmation', async () => {
    const { requests } = signIn({
      'GET /api/system/admin/unaccredited': { body: page([kings]) },
      'POST /api/system/admin/unaccredited/remove': {
        body: { message: '“Kings Bridge University” removed from the list' },
      },
    });
    const view = renderApp('/admin/unaccredited');
    const list = await screen.findByRole('list', { name: 'Unaccredited awarding bodies' }, { timeout: 5000 });
    expect(within(list).getByText('Kings Bridge University')).toBeInTheDocument();
    expect(list).toHaveTextContent('Source: HEDD list 2026');

    await view.user.click(within(list).getByRole('button', { name: 'Remove Kings Bridge University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the list?' });
    expect(dialog).toHaveTextContent('Requests naming “Kings Bridge University” will no longer be flagged.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('“Kings Bridge University” removed from the list')).toBeInTheDocument();
    expect(requests.find((request) => request.path.endsWith('/remove'))?.body).toEqual({ id: 'u-1' });
  });

  it('adds one body, showing the server’s refusal under the field it names', async () => {
    const { requests } = signIn({
      'GET /api/system/admin/unaccredited': { body: page([]) },
      'POST /api/system/admin/unaccredited': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'This body is already on the list as “Kings Bridge University”',
          errors: { name: 'This body is already on the list as “Kings Bridge University”' },
        },
      },
    });
    const view = renderApp('/admin/unaccredited');
    expect(await screen.findByText('The list is empty.', {}, { timeout: 5000 })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add one' });
    await view.user.click(within(form).getByRole('button', { name: 'Add to the list' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText(/Source is required/)).toBeInTheDocument();

    await view.user.type(within(form).getByLabelText('Name'), 'kings bridge university');
    await view.user.type(within(form).getByLabelText('Country code'), 'gb');
    await view.user.type(within(form).getByLabelText('Source'), 'HEDD list 2026');
    await view.user.click(within(form).getByRole('button', { name: 'Add to the list' }));
    expect(
      await within(form).findByText('This body is already on the list as “Kings Bridge University”'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'kings bridge university',
      country_code: 'GB',
      source: 'HEDD list 2026',
    });
  });

  it('imports pasted lines and reports what was added, skipped and not readable, line by line', async () => {
    const { requests } = signIn({
      'GET /api/system/admin/unaccredited': { body: page([]) },
      'POST /api/system/admin/unaccredited/import': {
        body: {
          message: '1 added, 1 already listed, 1 not readable',
          data: {
            added: 1,
            skipped: 1,
            errors: [{ line: 3, text: 'Bad College,NGA', message: 'Country code must be two letters, e.g. NG' }],
          },
        },
      },
    });
    const view = renderApp('/admin/unaccredited');
    const form = await screen.findByRole('form', { name: 'Import a list' }, { timeout: 5000 });
    await view.user.type(within(form).getByLabelText('Source of the list'), 'HEDD list 2026');
    await view.user.type(
      within(form).getByLabelText('Names, one a line'),
      'Kings Bridge University,GB{enter}Old{enter}Bad College,NGA',
    );
    await view.user.click(within(form).getByRole('button', { name: 'Import' }));
    const result = await within(form).findByRole('status');
    expect(result).toHaveTextContent('1 added, 1 already listed, 1 not readable');
    expect(within(result).getByRole('list', { name: 'Lines not imported' })).toHaveTextContent(
      'Line 3 (“Bad College,NGA”): Country code must be two letters, e.g. NG',
    );
    expect(requests.find((request) => request.path.endsWith('/import'))?.body).toEqual({
      source: 'HEDD list 2026',
      lines: 'Kings Bridge University,GB\nOld\nBad College,NGA',
    });
  });
});
