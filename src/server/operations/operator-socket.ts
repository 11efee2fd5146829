import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { isAbsolute, join } from 'node:path';
import { writeBackup, type BackupSource, type Manifest } from './backup';

/**
 * The running embedded server's door for its operator (issue 26): PGlite lets one process hold
 * the database, so `npm run backup` asks the server that holds it to write the archive. It is a
 * Unix socket inside DATA_DIR (folder 0700, socket 0600): only the operator's own account reaches
 * it, no port is opened and no password is needed. It answers one request: POST /backup.
 */
export const operatorSocketPath = (dataDir: string) => join(dataDir, 'operator.sock');

/** Unix socket paths are limited to about 107 bytes; a longer DATA_DIR gets no socket. */
const PATH_MAX = 100;

type BackupAnswer = { manifest: Manifest } | { error: string };

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error('request too large');
  }
  return body;
}

/** Listens on the operator socket; answers the function that closes it (null when none could open). */
export async function startOperatorSocket(
  dataDir: string,
  source: BackupSource,
): Promise<(() => Promise<void>) | null> {
  const path = operatorSocketPath(dataDir);
  if (Buffer.byteLength(path) > PATH_MAX || process.platform === 'win32') return null;
  // One left by a server that did not stop cleanly: this process holds the data directory now.
  rmSync(path, { force: true });
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: BackupAnswer) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'not found' });
    void bodyOf(req)
      .then(async (text) => {
        const file: unknown = (JSON.parse(text) as { file?: unknown }).file;
        if (typeof file !== 'string' || !isAbsolute(file)) {
          return answer(400, { error: 'file: must be an absolute path' });
        }
        answer(200, { manifest: await writeBackup(source, file) });
      })
      .catch((error: unknown) =>
        answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/**
 * Asks the server holding `dataDir` to write a backup to `file`. Null when no server answers
 * there (none is running: the command opens the database itself).
 */
export function askRunningServer(dataDir: string, file: string): Promise<Manifest | null> {
  const path = operatorSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: path,
        method: 'POST',
        path: '/backup',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        void bodyOf(res).then((text) => {
          const answer = JSON.parse(text) as BackupAnswer;
          if ('manifest' in answer) resolve(answer.manifest);
          else reject(new Error(`The running server could not back up: ${answer.error}`));
        }, reject);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket left behind with nothing listening: no server runs.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    req.end(JSON.stringify({ file }));
  });
}
