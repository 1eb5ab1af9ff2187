import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __guidePg?: ChildProcess }).__guidePg;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
