import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/server-process';

const postgresUrl = process.env.TEST_DATABASE_URL;
const mainFile = path.join(import.meta.dirname, 'main.ts');

const startServer = startServerProcess;

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM');
});

async function signInAsFirstAdmin(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/system/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { user?: { system_admin_type: string } } };
}

// Each start compiles the server with tsx: seconds on a quiet machine, far more on a busy one.
describe('starting the product', { timeout: 90_000 }, () => {
  it('on the embedded defaults: creates the data folder, prints where to go and a one-time admin password', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-start-'));
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.test' });
    running.push(server.child);
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);
    expect(server.output()).toContain('/dev/mailbox');
    const password = server.output().match(/generated password .*: (\S+)/)?.[1];
    expect(password).toBeTruthy();
    const login = await signInAsFirstAdmin(server.baseUrl, 'owner@example.test', password!);
    expect(login.status).toBe(200);
    expect(login.body.user?.system_admin_type).toBe('1');

    // A second start keeps the administrator and prints no new password.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    const again = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.test' });
    running.push(again.child);
    expect(again.output()).not.toContain('generated password');
    expect((await signInAsFirstAdmin(again.baseUrl, 'owner@example.test', password!)).status).toBe(200);
  });

  it('stops with the list of problems when the configuration is malformed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT');
    expect(output).toContain('DATABASE_URL');
  });

  it.skipIf(!postgresUrl)(
    `on PostgreSQL when DATABASE_URL is set${postgresUrl ? '' : ' (skipped: TEST_DATABASE_URL not set)'}`,
    async () => {
      const database = `docverify_smoke_${randomBytes(4).toString('hex')}`;
      const admin = new Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      try {
        const url = new URL(postgresUrl!);
        url.pathname = `/${database}`;
        const server = await startServer({
          DATABASE_URL: url.toString(),
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-pg-')),
          ADMIN_EMAIL: 'pg-owner@example.test',
          ADMIN_PASSWORD: 'Pg-owner-pass1',
        });
        running.push(server.child);
        expect(server.output()).toContain('PostgreSQL');
        expect((await signInAsFirstAdmin(server.baseUrl, 'pg-owner@example.test', 'Pg-owner-pass1')).status).toBe(200);
        const check = new Client({ connectionString: url.toString() });
        await check.connect();
        const { rows } = await check.query('select count(*)::int as n from document_types');
        await check.end();
        expect(rows[0].n).toBe(12);
        server.child.kill('SIGTERM');
        await new Promise((resolve) => server.child.once('exit', resolve));
      } finally {
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
    },
  );
});
