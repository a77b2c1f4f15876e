import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { freePort } from '@voc/testing';
import type { CallResult, TestApi } from './test-api';

const apiMain = join(__dirname, '../../dist/main.js');

export interface ApiProcess {
  process: ChildProcess;
  /** The api as fixtures use it (call, and the test's own connection as `db`); `app` is not there. */
  api: TestApi;
  /** What it wrote to stdout (its log) so far, the last 200,000 characters. */
  stdout(): string;
  stop(): Promise<void>;
}

/** The built api as its own process (as production runs it), on a free port, ready when /api/health answers. */
export async function spawnApi(env: Record<string, string>, db: DataSource): Promise<ApiProcess> {
  if (!existsSync(apiMain)) throw new Error(`${apiMain} is missing: run "npm run build" before the integration tests`);
  const port = await freePort();
  const child = spawn(process.execPath, [apiMain], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-200_000)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api process exited with ${child.exitCode}: ${stderr}`);
    const up = await fetch(`${baseUrl}/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the api process did not answer in 60 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const call = async <T>(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    // A FormData body (an upload) sets its own multipart content type.
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body);
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (text && json ? JSON.parse(text) : text) as T, headers: response.headers };
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const api = { baseUrl, db, call, close: stop } as unknown as TestApi;
  return { process: child, api, stdout: () => stdout, stop };
}
