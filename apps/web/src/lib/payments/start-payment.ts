import {
  initiateCardPayment,
  initiatePayment as initiatePaymentOperation,
} from '@docverify/contract/payments/operations';
import { ZPaymentAuthorisation, type TPaymentAuthorisation } from '@docverify/contract/payments/payment';
import { ApiError, callOperation } from '@/lib/http';

// Open a payment attempt for a request and get the gateway's checkout address. Shared because the request wizard
// starts a payment and the payment pages start it again after a failure.

/** 'gateway' is the configured gateway; 'card' the card route (decision 006: the same gateway for now). */
export type TPaymentRoute = 'gateway' | 'card';

const initiateOperations = { gateway: initiatePaymentOperation, card: initiateCardPayment } as const;

export async function initiatePayment(docId: string, route: TPaymentRoute = 'gateway'): Promise<TPaymentAuthorisation> {
  const response = await callOperation(initiateOperations[route], { body: { doc_id: docId } });
  // The spec's API sends the gateway's answer as a JSON string inside `data`.
  let authorisation: unknown;
  try {
    authorisation = JSON.parse(response.data);
  } catch {
    authorisation = null;
  }
  const parsed = ZPaymentAuthorisation.safeParse(authorisation);
  if (!parsed.success) {
    throw new ApiError({ status: 200, code: 'BAD_RESPONSE', message: 'The payment gateway sent an unexpected answer' });
  }
  return parsed.data;
}

/**
 * Leaves the app for the gateway's checkout. A full page load even for the sandbox's relative address, so
 * every gateway is entered the same way; tests replace this module's export.
 */
export function goToGateway(authorisation: TPaymentAuthorisation): void {
  window.location.assign(authorisation.authorization_url);
}
