import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, helmetOptions } from './security-headers';

describe('helmetHeaders', () => {
  it("records exactly what helmet's middleware sets on a response", () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.setHeader('X-Powered-By', 'something');
    helmet(helmetOptions)(response.req, response, (error) => {
      if (error) throw error;
    });
    const { 'x-powered-by': poweredBy, ...set } = response.getHeaders();
    expect(poweredBy).toBeUndefined();
    expect(helmetHeaders(helmetOptions)).toEqual(set);
    expect(Object.keys(set)).toHaveLength(12);
  });
});
