import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './app-processes';
import { waitFor } from './wait-for';

/**
 * HTTPS in front of an app process as an operator runs it: Caddy (Debian's, 2.6) with on-demand
 * TLS, asking the app before each certificate, and Pebble (Let's Encrypt's test ACME server) as the
 * certificate authority. Everything on 127.0.0.1, in a temporary directory of its own.
 */
export type TlsFront = {
  /** Caddy's HTTPS port on 127.0.0.1 (where a visitor's browser would connect on 443). */
  httpsPort: number;
  /** Caddy's plain HTTP port (its redirect to HTTPS). */
  httpPort: number;
  /** Pebble's root, which issued every certificate Caddy serves: what a client must trust. */
  issuingRoot: string;
  /** Caddy's log so far (JSON lines, debug level: a refused ask is logged at debug only). */
  caddyLog: () => string;
  /** What Pebble printed so far. */
  pebbleLog: () => string;
  stop: () => Promise<void>;
};

const PEBBLE_ENV = {
  // Every challenge passes: the test's domains do not resolve to Caddy, and need not.
  PEBBLE_VA_ALWAYS_VALID: '1',
  PEBBLE_VA_NOSLEEP: '1',
  // Pebble refuses some good nonces by default (to test clients' retries); not here.
  PEBBLE_WFE_NONCEREJECT: '0',
};

/** A started binary, its output collected, stopped by SIGTERM (SIGKILL after 5 s). */
function startBinary(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  child.once('error', (error) => (output += `\n${String(error)}`));
  return {
    output: () => output,
    gone: () => gone,
    stop: async () => {
      if (gone) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** A GET over HTTPS to 127.0.0.1 trusting `ca`: its status and body, or null if it failed. */
function getOnLoopback(
  port: number,
  path: string,
  ca: string,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, ca, servername: 'localhost', timeout: 2000 },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** Pebble's own HTTPS listener needs a certificate; Debian's package ships none. */
function makeListenerCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'pebble-listener.pem');
  const key = join(dir, 'pebble-listener.key');
  const subject = [
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ];
  const keyKind = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2'.split(' ');
  execFileSync('openssl', ['req', '-x509', ...keyKind, ...subject, '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  return { cert, key };
}

function caddyfile(o: {
  dir: string;
  appPort: number;
  httpPort: number;
  httpsPort: number;
  acmeDirectory: string;
  acmeRoot: string;
}): string {
  return `{
	admin off
	default_bind 127.0.0.1
	http_port ${o.httpPort}
	https_port ${o.httpsPort}
	skip_install_trust
	storage file_system ${join(o.dir, 'caddy-data')}
	acme_ca ${o.acmeDirectory}
	acme_ca_root ${o.acmeRoot}
	on_demand_tls {
		ask http://127.0.0.1:${o.appPort}/internal/tls/ask
		interval 1m
		burst 20
	}
	log {
		output file ${join(o.dir, 'caddy.log')}
		format json
		level DEBUG
	}
}

https:// {
	tls {
		on_demand
	}
	reverse_proxy 127.0.0.1:${o.appPort}
}
`;
}

/**
 * Starts Pebble, then Caddy in front of the app on `appPort`; ready when Pebble hands out its root
 * and Caddy says it serves its configuration. `stop` is added to `stops` at once.
 */
export async function startTlsFront(
  appPort: number,
  stops: (() => Promise<void>)[],
): Promise<TlsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'coachsite-tls-front-'));
  const home = join(dir, 'home');
  mkdirSync(home);
  const [acmePort, managementPort, httpPort, httpsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ] as [number, number, number, number];
  const listener = makeListenerCertificate(dir);
  const listenerCa = readFileSync(listener.cert, 'utf8');
  const pebbleConfig = join(dir, 'pebble.json');
  writeFileSync(
    pebbleConfig,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: listener.cert,
        privateKey: listener.key,
        // Unused (every challenge passes), but where Caddy would answer them.
        httpPort,
        tlsPort: httpsPort,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  // Caddy's log file goes with `dir`: what it held is kept for a test that reads it after `stop`.
  let caddyLogAtStop = '';
  const caddyLogFile = join(dir, 'caddy.log');
  const caddyLog = () =>
    existsSync(caddyLogFile) ? readFileSync(caddyLogFile, 'utf8') : caddyLogAtStop;
  const running: ReturnType<typeof startBinary>[] = [];
  const pebble = startBinary('pebble', ['-config', pebbleConfig], PEBBLE_ENV, dir);
  running.push(pebble);
  const stop = async () => {
    for (const binary of [...running].reverse()) await binary.stop();
    caddyLogAtStop = caddyLog();
    rmSync(dir, { recursive: true, force: true });
  };
  stops.push(stop);

  const issuingRoot = await waitFor(
    'Pebble to hand out its root',
    async () => {
      if (pebble.gone()) throw new Error(`pebble ended at start:\n${pebble.output()}`);
      const directory = await getOnLoopback(acmePort, '/dir', listenerCa);
      if (directory?.status !== 200) return null;
      const root = await getOnLoopback(managementPort, '/roots/0', listenerCa);
      return root?.status === 200 && root.body.includes('BEGIN CERTIFICATE') ? root.body : null;
    },
    { timeoutMs: 20_000, everyMs: 50 },
  );

  const config = join(dir, 'Caddyfile');
  writeFileSync(
    config,
    caddyfile({
      dir,
      appPort,
      httpPort,
      httpsPort,
      acmeDirectory: `https://127.0.0.1:${acmePort}/dir`,
      acmeRoot: listener.cert,
    }),
  );
  // Caddy writes its autosaved config and any local CA under HOME and XDG dirs: kept in `dir`.
  const caddyEnv = {
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
  };
  const caddyArgs = ['run', '--config', config, '--adapter', 'caddyfile'];
  const caddy = startBinary('caddy', caddyArgs, caddyEnv, dir);
  running.push(caddy);
  await waitFor(
    'Caddy to serve its configuration',
    () => {
      if (caddy.gone()) throw new Error(`caddy ended at start:\n${caddy.output()}`);
      return caddyLog().includes('serving initial configuration');
    },
    { timeoutMs: 20_000, everyMs: 50 },
  );
  return {
    httpPort,
    httpsPort,
    issuingRoot,
    caddyLog,
    pebbleLog: pebble.output,
    stop,
  };
}
