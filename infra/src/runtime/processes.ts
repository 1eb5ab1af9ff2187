import { ChildProcess, spawn } from 'node:child_process';

const COLORS = [36, 32, 35, 33, 34, 31, 96, 92];

/** Runs a child process with prefixed output; `stop` sends SIGTERM, then SIGKILL after a grace period. */
export class ManagedProcess {
  private child?: ChildProcess;
  private exited?: Promise<number | null>;

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly index = 0,
  ) {}

  start(onExit: (code: number | null) => void): void {
    const color = COLORS[this.index % COLORS.length];
    const prefix = `\x1b[${color}m${this.name.padEnd(16)}\x1b[0m| `;
    this.child = spawn(this.command, this.args, { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const pipe = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
      let buffer = '';
      stream?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) out.write(prefix + line + '\n');
      });
    };
    pipe(this.child.stdout, process.stdout);
    pipe(this.child.stderr, process.stderr);
    this.exited = new Promise((resolve) =>
      this.child!.once('exit', (code) => {
        resolve(code);
        onExit(code);
      }),
    );
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  // Above the processes' own drain bound (onTerminate, 20 s): a clean exit is never cut short.
  async stop(graceMs = 25_000): Promise<void> {
    if (!this.child || !this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

export async function waitForHealthy(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} was not healthy after ${Math.round(timeoutMs / 1000)} s`);
}
