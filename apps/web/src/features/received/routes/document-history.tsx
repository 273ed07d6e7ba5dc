import { ReceivedListPage } from '@/features/received/components/received-list-page';

/**
 * /org/transaction: spec section 2's document table page, fed by the organisation's received requests in every
 * status rather than the spec client's ten generated rows.
 */
const historyHeaders = { name: 'Full Name', details: 'Document', verifier_status: 'Verification Status' } as const;

export function Component() {
  return <ReceivedListPage title="Document History" headers={historyHeaders} showReference={false} />;
}
