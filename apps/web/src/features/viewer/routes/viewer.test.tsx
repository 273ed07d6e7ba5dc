import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';

const verification = {
  data: {
    application_id: 'APP-0001',
    status: 'verified',
    tag: 'Educational',
    document_type_name: "Bachelor's",
    owner_name: 'Chidi Eze',
    course: 'Computer Science',
    start_year: 2014,
    end_year: 2018,
    verifier: { company_name: 'University of Lagos', country_name: 'Nigeria' },
    verify_info: 'Matches our graduation register.',
    decided_at: '2025-03-04T09:05:00.000Z',
  },
};

describe('public viewer page', () => {
  it('shows the verified result to a visitor who is not signed in, asking without a token', async () => {
    const { requests } = mockApi({ 'GET /api/viewer/VC-123': { body: verification } });
    const { router } = renderApp('/verify/VC-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText("Bachelor's")).toBeInTheDocument();
    expect(screen.getByText('Educational')).toBeInTheDocument();
    expect(screen.getByText('Chidi Eze')).toBeInTheDocument();
    expect(screen.getByText('Computer Science')).toBeInTheDocument();
    expect(screen.getByText('2014 – 2018')).toBeInTheDocument();
    expect(screen.getByText('University of Lagos, Nigeria')).toBeInTheDocument();
    expect(screen.getByText('Matches our graduation register.')).toBeInTheDocument();
    expect(screen.getByText(/^Tuesday, March 4, 2025/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/VC-123');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('opens for a signed-in user too, without sending them home', async () => {
    const user = buildUser();
    storeSession(user);
    const { requests } = mockApi({
      'GET /api/user': { body: { user, data: { user } } },
      'GET /api/viewer/VC-123': { body: verification },
    });
    const { router } = renderApp('/verify/VC-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verified' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/VC-123');
    expect(requests.find((request) => request.path === '/api/viewer/VC-123')?.headers.has('Authorization')).toBe(false);
  });

  it('says no verified document matches an unknown code', async () => {
    mockApi({ 'GET /api/viewer/NOPE': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } });
    renderApp('/verify/NOPE');

    expect(await screen.findByText('No verified document matches this code')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});
