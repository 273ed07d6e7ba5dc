import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One address in front of several instances, as docs/deploy/Caddyfile puts Caddy there: requests go round robin,
 * and one whose instance refuses the connection (killed, restarting) goes to the next instance. A refused
 * connection never reached a server, so trying it elsewhere is safe even for a POST. An answer cut off halfway is
 * not retried (the server may have acted on it): the client gets 502, as from Caddy.
 */
export async function startBalancer(upstreams: () => string[]) {
  let next = 0;
  const served = new Map<string, number>();

  const forward = (target: URL, request: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: target.host, 'content-length': String(body.length) },
        },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const targets = upstreams();
      for (let tried = 0; tried < targets.length; tried += 1) {
        const target = targets[next++ % targets.length]!;
        let answer: http.IncomingMessage;
        try {
          answer = await forward(new URL(target), request, body);
        } catch {
          continue;
        }
        served.set(target, (served.get(target) ?? 0) + 1);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
        return;
      }
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'UNAVAILABLE', message: 'No instance answered' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** How many answers each instance gave, by its base URL. */
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
