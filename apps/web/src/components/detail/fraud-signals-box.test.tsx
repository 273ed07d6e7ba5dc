import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FraudSignalsBox, type TSignalReader } from '@/components/detail/fraud-signals-box';
import { mockApi } from '@/testing/fetch-mock';

const duplicate = {
  kind: 'duplicate_file',
  reason: "The same file (identical SHA-256) was uploaded for another person's request on 3 March 2026.",
  uploaded_at: '2026-03-03T09:30:00.000Z',
  other_application_id: null,
};
const unaccredited = {
  kind: 'unaccredited_institution',
  reason: '“Kings Bridge University” is on the list of unaccredited awarding bodies (source: HEDD list 2026).',
  named_as: 'Kings Bridge University',
  listed_name: 'Kings Bridge University',
  source: 'HEDD list 2026',
  country_code: 'GB',
};

function renderBox(reader: TSignalReader) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <p>Panel</p>
      <FraudSignalsBox docId="doc-1" reader={reader} />
    </QueryClientProvider>,
  );
}

describe('the "Check before deciding" box', () => {
  it("lists each reason under a heading, announced as a status, from the verifier's route", async () => {
    const { requests } = mockApi({
      'GET /api/verifier/documents/doc-1/fraud-signals': { body: { data: [duplicate, unaccredited] } },
    });
    renderBox('verifier');
    const box = await screen.findByRole('status');
    expect(box).toHaveAccessibleName('Check before deciding');
    expect(screen.getByRole('heading', { name: 'Check before deciding' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      duplicate.reason,
      unaccredited.reason,
    ]);
    expect(box).toHaveTextContent('Nothing has been decided because of these');
    expect(requests.map((request) => request.path)).toEqual(['/api/verifier/documents/doc-1/fraud-signals']);
  });

  it("asks the administrators' route for an administrator, and shows nothing when there is no reason", async () => {
    const { requests } = mockApi({ 'GET /api/system/admin/documents/doc-1/fraud-signals': { body: { data: [] } } });
    const view = renderBox('administrator');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests.map((request) => request.path)).toEqual(['/api/system/admin/documents/doc-1/fraud-signals']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(view.container).not.toHaveTextContent('Check before deciding');
  });

  it('says so when the check could not be made, rather than looking like "no warning signs"', async () => {
    mockApi({});
    renderBox('verifier');
    expect(await screen.findByText(/Could not check this request for warning signs/)).toBeInTheDocument();
  });
});
