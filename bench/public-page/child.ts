import { spawn, type ChildProcess } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/**
 * The bench's servers in processes of their own (`node --import tsx <file>`), so the load
 * generator and each server have their own heap and garbage collector. They talk over IPC: the
 * child sends `{ ready }` once it listens, then answers `{ id, op, arg }` with `{ id, result }`.
 */
export type BenchChild = {
  pid: number;
  /** What the child sent when it was ready (its URL or its pages). */
  ready: unknown;
  ask: (op: string, arg?: string) => Promise<unknown>;
  stop: () => Promise<void>;
};

type Answer = { id: number; result?: unknown; error?: string };

const root = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();

// However the bench ends, its children end with it (they also leave when the IPC channel closes).
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(code);
  });
}

/** Starts `file` (relative to the repository) with `args`; `nodeArgs` go before it (e.g. --cpu-prof). */
export function startChild(
  file: string,
  args: string[] = [],
  nodeArgs: string[] = [],
): Promise<BenchChild> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      for (const w of waiting.values()) w.reject(new Error(`${file} ended (${code ?? signal})`));
      waiting.clear();
      resolve();
    }),
  );
  const stop = async () => {
    if (!running.has(child)) return;
    child.send({ id: -1, op: 'stop' });
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  const ask = (op: string, arg?: string) =>
    new Promise<unknown>((resolve, reject) => {
      if (!running.has(child)) return reject(new Error(`${file} is not running`));
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ id, op, arg });
    });
  return new Promise((resolve, reject) => {
    void exited.then(() => reject(new Error(`${file} ended before it was ready`)));
    child.on('message', (message: { ready?: unknown } & Partial<Answer>) => {
      if ('ready' in message) {
        resolve({ pid: child.pid ?? 0, ready: message.ready, ask, stop });
        return;
      }
      const w = message.id === undefined ? undefined : waiting.get(message.id);
      if (!w || message.id === undefined) return;
      waiting.delete(message.id);
      if (message.error !== undefined) w.reject(new Error(message.error));
      else w.resolve(message.result);
    });
  });
}

/** CPU time (user + system) of this process so far, in microseconds. */
export function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Time this process spent in garbage collection since `watchGc`, in microseconds. */
function watchGc(): () => number {
  let micros = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) micros += entry.duration * 1000;
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => Math.round(micros);
}

/**
 * The child's side: sends `ready`, answers the parent's questions with `ops` (`cpu` and `gc`, in
 * µs so far, are always there), and on `stop` or when the parent is gone runs `close` and exits.
 */
export function serveParent(
  ready: unknown,
  ops: Record<string, (arg?: string) => unknown>,
  close: () => Promise<void>,
): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('started without an IPC channel');
  const gcMicros = watchGc();
  const all: Record<string, (arg?: string) => unknown> = { ...ops, cpu: cpuMicros, gc: gcMicros };
  let closing = false;
  const leave = () => {
    if (closing) return;
    closing = true;
    void close().finally(() => process.exit(0));
  };
  process.on('disconnect', leave);
  process.on('message', (message: { id: number; op: string; arg?: string }) => {
    if (message.op === 'stop') return leave();
    const op = all[message.op];
    void (async () => {
      try {
        if (!op) throw new Error(`no op ${message.op}`);
        send({ id: message.id, result: await op(message.arg) });
      } catch (error) {
        send({ id: message.id, error: String(error) });
      }
    })();
  });
  send({ ready });
}
