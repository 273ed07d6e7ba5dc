import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const mainFile = path.resolve(import.meta.dirname, '../main.ts');

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/** A free-ish port: random in a range no other suite uses, as the server must know it before it starts. */
export function randomPort(): number {
  return 20000 + Math.floor(Math.random() * 20000);
}

/** Starts the real entry point as `npm start` does, and waits for its start-up message. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(randomPort());
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
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output, baseUrl: `http://127.0.0.1:${port}`, exited };
}
