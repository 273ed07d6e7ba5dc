import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './testing/server-process';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function start(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-shutdown-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

/** A sign-in whose body arrives in two parts: the request is in flight between them. */
function slowSignIn(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-password-1' });
  const socket = net.connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    answer: async () => {
      await closed;
      return answer;
    },
  };
}

function connects(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('SIGTERM', { timeout: 90_000 }, () => {
  it('stops taking connections, finishes the request in flight, and exits 0', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '10000' });
    const inFlight = slowSignIn(server.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await connects(server.baseUrl)).toBe(false);
    inFlight.finish();
    const answer = await inFlight.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('Incorrect e-mail or password');
    expect(await server.exited).toBe(0);
  });

  it('exits 1 at the bound when a request never finishes', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    slowSignIn(server.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(6000);
    expect(server.output()).toContain('shutdown bound reached');
  });
});
