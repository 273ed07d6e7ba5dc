import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';
import { signupCodeMail } from './templates';

type Received = { from: string; to: string[]; raw: string };

describe('SMTP mail', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the sign-up code through a real SMTP server', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Verification <no-reply@docverify.test>');
    await mailer.send(signupCodeMail('ada@example.com', 'Ada', '123456'));
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@docverify.test');
    expect(received[0]!.to).toEqual(['ada@example.com']);
    expect(received[0]!.raw).toContain('Subject: Your verification code is 123456');
    expect(received[0]!.raw).toContain('Your verification code is 123456. It is valid for 10 minutes.');
  });

  it('reports a failed delivery instead of losing it silently', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'x@docverify.test');
    await expect(mailer.send(signupCodeMail('a@example.com', 'A', '000000'))).rejects.toThrow();
    mailer.close();
  });
});
