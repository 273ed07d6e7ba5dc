import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const mainFile = path.resolve(import.meta.dirname, '../main.ts');

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/**
 * A port the server can take: random below Linux's ephemeral range (32768 and up), where no outgoing connection of
 * this machine's clients is given one, and found free a moment before. Another suite could still take it in that
 * moment, so a start that loses the race is tried again on a new port (startServerProcess).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Starts the real entry point as `npm start` does, and waits for its start-up message. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env.PORT ?? String(await freePort()), env);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (env.PORT || !portTaken || attempt === 3) throw error;
    }
  }
}

async function startOnce(port: string, env: Record<string, string>): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = setInterval(() => {
      if (output.includes('First administrator')) {
        clearTimeout(timer);
        clearInterval(check);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearTimeout(timer);
      clearInterval(check);
      // The reason first: a CI summary keeps only an error's first line.
      const reason = /^\s*\w*Error\b.*$/m.exec(output)?.[0].trim() ?? output.trim().split('\n').at(-1);
      reject(new Error(`server exited with ${code} (${reason ?? 'no output'}):\n${output}`));
    });
  });
  return { child, output: () => output, baseUrl: `http://127.0.0.1:${port}`, exited };
}
