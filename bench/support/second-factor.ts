import { passkeyAssertion, softwarePasskey } from '../../apps/server/src/testing/software-passkey';

type Answer = { token: string; user: { id: string; email: string }; signIn: { stage: string } };
type Post = (url: string, body: unknown, headers: Record<string, string>) => Promise<unknown>;

/**
 * A sign-in answer's token, with the second factor given when the account has one: administrators, bodies and staff
 * hold the test passkey their e-mail derives (the factories and the scale seed give it), answered through the real
 * routes as a phone would. `origin` must be one where the server accepts passkeys (a domain name: localhost).
 */
export async function signedInToken(answer: Answer, post: Post, origin: string): Promise<string> {
  if (answer.signIn.stage !== 'secondFactor') return answer.token;
  const headers = { authorization: `Bearer ${answer.token}`, origin };
  const { data } = (await post('/api/auth/second-factor/options', undefined, headers)) as {
    data: { challengeId: string; options: { challenge: string } };
  };
  await post(
    '/api/auth/second-factor',
    {
      method: 'passkey',
      challengeId: data.challengeId,
      response: passkeyAssertion(softwarePasskey(answer.user.email, answer.user.id), data.options, origin),
    },
    headers,
  );
  return answer.token;
}
