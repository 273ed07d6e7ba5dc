import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Subjects with non-ASCII characters arrive as RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_match, encoding: string, data: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => `%${code}`);
      return decodeURIComponent(bytes);
    });
}

/** The body as written: quoted-printable (nodemailer's choice for long or non-ASCII text) decoded. */
function decodeBody(header: string, body: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(header)) return body;
  const joined = body.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * A real SMTP server on a free loopback port, keeping what it receives: tests send through the product's own
 * SMTP mailer (nodemailer) to it, so what is checked is what a mail server would get.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const [header = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const folded = header.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
        const subject = decodeWords(folded.replace(/\r?\n[ \t]/g, ' '));
        const text = decodeBody(header, rest.join('\r\n\r\n'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** What reached this address, oldest first. */
    mailTo: (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
