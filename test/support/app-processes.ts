import { collectEvents } from './event-stream';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { waitFor } from './wait-for';

/**
 * Real app processes (`node --import tsx src/server/main.ts`) for tests of several processes on one database,
 * and what a browser does with them over real HTTP.
 */
export type AppProcess = {
  /** http://127.0.0.1:{port} */
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
  /** Sends the process a signal (a stop as systemd sends it: SIGTERM). */
  signal: (name: NodeJS.Signals) => void;
  /** Its exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
};

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server entry with `env` (over a clean base) and waits until it listens; its `stop` is
 * added to `stops` at once, so a process that never came up is stopped too.
 */
export async function startAppProcess(
  env: NodeJS.ProcessEnv,
  stops: (() => Promise<void>)[],
): Promise<AppProcess> {
  const port = await freePort();
  // Node itself with tsx's loader, not tsx's command: a signal reaches the app as systemd sends
  // it, not through tsx's relay (which, on a busy machine, could end the process as the signal's
  // default before the app's own handler had been told of it: exit 143).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  stops.push(stop);
  // Loading the whole server through tsx takes a few seconds, far more on a busy machine.
  await waitFor(
    `the app process on port ${port} to listen`,
    () => {
      if (gone) throw new Error(`the app process ended at start:\n${output}`);
      return output.includes('Coachsite is running');
    },
    { timeoutMs: 150_000, everyMs: 50 },
  );
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop,
    signal: (name) => child.kill(name),
    exited,
  };
}

/** A browser's User-Agent: a view from it is counted (bots' are not). */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export type CallOptions = {
  cookie?: string;
  /** The visitor's address, as a proxy on loopback says it (TRUST_PROXY=loopback). */
  from?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A JSON request, as the builder sends it. */
export function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      'user-agent': BROWSER,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** The session cookie a sign-in answered with. */
export function cookieOf(response: Response): string {
  const raw = response.headers.get('set-cookie');
  if (!raw) throw new Error(`no session cookie (status ${response.status})`);
  return raw.split(';')[0] ?? '';
}

/** An open server-sent event stream and the events it delivered so far. */
export async function openEventStream(base: string, path: string, cookie: string) {
  const controller = new AbortController();
  const response = await call(base, 'GET', path, undefined, {
    cookie,
    signal: controller.signal,
  });
  const events: unknown[] = [];
  if (response.ok && response.body) collectEvents(response.body, events);
  return { response, events, close: () => controller.abort() };
}

export const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

/** A visitor's post of a live page's form (as JSON asks), from their own address. */
export function postLead(base: string, site: { id: number; form: number }, n: number) {
  return fetch(`${base}/forms/${site.id}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'x-forwarded-for': `10.1.${site.id}.${n}`,
    },
    body: new URLSearchParams({
      form: String(site.form),
      name: `Visitor Number${n}`,
      email: `visitor${n}.${site.id}@example.com`,
      message: `Hello from visitor ${n}`,
    }).toString(),
  });
}

/** A live page with a lead form, made through a running process as a coach would. */
export type PublishedSite = { id: number; form: number; path: string };

/** Signs a new coach up through `base` and publishes a page with a lead form; her cookie too. */
export async function publishThrough(
  base: string,
  email: string,
  password: string,
): Promise<{ cookie: string; site: PublishedSite }> {
  const signup = await call(base, 'POST', '/api/auth/signup', { email, password, name: 'Maya' });
  const cookie = cookieOf(signup);
  const website = await json<{
    id: number;
    sections: { elements: { id: number; type: string }[] }[];
  }>(
    call(
      base,
      'POST',
      '/api/websites',
      { name: 'Momentum', template: 'coaching-offer' },
      { cookie },
    ),
  );
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  if (!form) throw new Error('the template has no lead form');
  const published = await json<{ url: string }>(
    call(base, 'POST', `/api/websites/${website.id}/publish`, undefined, { cookie }),
  );
  return { cookie, site: { id: website.id, form: form.id, path: new URL(published.url).pathname } };
}
