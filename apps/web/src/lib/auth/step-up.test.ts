import { ZMessage } from '@docverify/contract/errors';
import { defineOperation } from '@docverify/contract/operation';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSignInStage } from '@/lib/auth/sign-in-stage';
import { setStepUpPrompt } from '@/lib/auth/step-up';
import { ApiError, callOperation, stepUpCancelledMessage } from '@/lib/http';
import { mockApi } from '@/testing/fetch-mock';
import { storedSession } from '@/testing/sign-in';

const decide = defineOperation({
  method: 'POST',
  path: '/api/decide',
  tag: 'test',
  summary: 'A test operation that asks for a fresh second factor',
  access: 'signedIn',
  body: z.object({ status: z.string() }),
  success: { status: 200, schema: ZMessage },
  errors: [403],
});

const stepUpRequired = {
  status: 403,
  body: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you: give your second factor again' },
};

/** Refuses the first `refusals` calls for a stale step-up, then answers. */
function decisionApi(refusals: number) {
  let calls = 0;
  return mockApi({
    'POST /api/decide': () => {
      calls += 1;
      return calls <= refusals ? stepUpRequired : { body: { message: 'Verified' } };
    },
  });
}

describe('step-up in the data layer', () => {
  let unregister: () => void = () => undefined;
  afterEach(() => unregister());

  it('asks for the second factor, then retries the refused call once so the action completes', async () => {
    storedSession('staff');
    const prompt = vi.fn(() => Promise.resolve(true));
    unregister = setStepUpPrompt(prompt);
    const { requests } = decisionApi(1);

    await expect(callOperation(decide, { body: { status: 'verified' } })).resolves.toEqual({ message: 'Verified' });

    expect(prompt).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.body)).toEqual([{ status: 'verified' }, { status: 'verified' }]);
  });

  it('leaves the action undone with a clear message when the person cancels', async () => {
    storedSession('staff');
    unregister = setStepUpPrompt(() => Promise.resolve(false));
    const { requests } = decisionApi(1);

    const failure = await callOperation(decide, { body: { status: 'verified' } }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(stepUpCancelledMessage);
    expect(requests).toHaveLength(1);
  });

  it('does not ask again when the retry is refused too (no loop)', async () => {
    storedSession('staff');
    const prompt = vi.fn(() => Promise.resolve(true));
    unregister = setStepUpPrompt(prompt);
    const { requests } = decisionApi(5);

    const failure = await callOperation(decide, { body: { status: 'verified' } }).catch((error: unknown) => error);

    expect((failure as ApiError).code).toBe('STEP_UP_REQUIRED');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('asks once for calls refused together, and retries each', async () => {
    storedSession('staff');
    let answer: (given: boolean) => void = () => undefined;
    const prompt = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    unregister = setStepUpPrompt(prompt);
    let calls = 0;
    mockApi({
      'POST /api/decide': () => {
        calls += 1;
        return calls <= 2 ? stepUpRequired : { body: { message: 'Verified' } };
      },
    });

    const both = Promise.all([
      callOperation(decide, { body: { status: 'verified' } }),
      callOperation(decide, { body: { status: 'queried' } }),
    ]);
    await vi.waitFor(() => expect(prompt).toHaveBeenCalled());
    await vi.waitFor(() => expect(calls).toBe(2));
    answer(true);

    await expect(both).resolves.toEqual([{ message: 'Verified' }, { message: 'Verified' }]);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('moves the session to its sign-in step on 403 SECOND_FACTOR_REQUIRED or ENROLMENT_REQUIRED', async () => {
    storedSession('staff');
    mockApi({
      'POST /api/decide': { status: 403, body: { code: 'ENROLMENT_REQUIRED', message: 'Set up a second factor' } },
    });

    await callOperation(decide, { body: { status: 'verified' } }).catch(() => undefined);

    expect(getSignInStage().stage).toBe('enrolment');
  });
});
