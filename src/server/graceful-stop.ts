/** One part of stopping, in order: what it is (for the log) and what it waits for. */
export type StopStep = { name: string; run: () => Promise<unknown> };

export type GracefulStopOptions = {
  /** SHUTDOWN_GRACE_MS: how long requests and jobs under way may take to finish. */
  graceMs: number;
  /** The steps, run one after another: stop taking requests, stop jobs, close the database. */
  steps: readonly StopStep[];
  log: (level: 'info' | 'error', message: string) => void;
  /** Ends the process (tests pass a fake). */
  exit: (code: number) => void;
  /** Time past the grace for the steps that follow it (the database's close) before giving up. */
  marginMs?: number;
};

/**
 * Stops the process on SIGTERM or SIGINT (systemd, a container, Ctrl+C): `stopping()` turns true
 * at once (so /readyz answers 503 and a load balancer stops sending), then the steps run, and
 * the process exits 0. If they have not finished `graceMs` plus a margin after the signal, the
 * step still running is named and the process exits 1: a stop always ends. A second signal
 * exits at once.
 */
export function gracefulStop({ graceMs, steps, log, exit, marginMs = 4000 }: GracefulStopOptions) {
  let stopping = false;
  let step = 'starting to stop';
  const stop = async (signal: string) => {
    if (stopping) {
      log('error', `${signal} again while ${step}: stopping now`);
      exit(1);
      return;
    }
    stopping = true;
    log(
      'info',
      `${signal}: finishing what is under way (at most ${graceMs / 1000} s), then stopping`,
    );
    const deadline = setTimeout(() => {
      log('error', `still ${step} ${(graceMs + marginMs) / 1000} s after ${signal}: stopping now`);
      exit(1);
    }, graceMs + marginMs);
    deadline.unref();
    for (const { name, run } of steps) {
      step = name;
      try {
        await run();
      } catch (error) {
        // What follows (closing the database) still runs.
        log('error', `could not finish ${name}: ${error instanceof Error ? error.message : error}`);
      }
    }
    clearTimeout(deadline);
    log('info', 'stopped');
    exit(0);
  };
  return {
    stopping: () => stopping,
    /** Listens for SIGTERM and SIGINT. */
    listen: (
      on: (signal: NodeJS.Signals, handler: () => void) => void = process.on.bind(process),
    ) => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) on(signal, () => void stop(signal));
    },
    stop,
  };
}

/**
 * Closes an HTTP server's side of the app: no new connections, requests under way finish, and
 * any still open after `graceMs` (a slow upload, a change stream) are cut.
 */
export async function closeWithin(
  close: () => Promise<void>,
  cutConnections: () => void,
  graceMs: number,
): Promise<void> {
  const cut = setTimeout(cutConnections, graceMs);
  try {
    await close();
  } finally {
    clearTimeout(cut);
  }
}
