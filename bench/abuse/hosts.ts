import { randomInt } from 'node:crypto';

/** The address headers of one page request. */
export type HostHeaders = { host: string; 'x-forwarded-host'?: string };

const TLDS = ['example', 'test', 'invalid', 'com', 'net', 'io', 'co.uk'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

const label = () =>
  Array.from({ length: randomInt(3, 16) }, () => LETTERS[randomInt(LETTERS.length)]).join('');

/** One made-up host, in one of the shapes an attacker might send. */
function randomHost(serverPort: number): string {
  switch (randomInt(6)) {
    case 0:
      return `${label()}.${TLDS[randomInt(TLDS.length)]}`;
    case 1:
      return `${label()}.${label()}.example:${randomInt(1, 65536)}`;
    case 2: // an allowed name on a port this server does not listen on
      return `localhost:${(serverPort + randomInt(1, 1000)) % 65536 || 1}`;
    case 3:
      return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    case 4:
      return `${label().toUpperCase()}.Example.COM`;
    default:
      return `${label()}-${label()}.${TLDS[randomInt(TLDS.length)]}:${serverPort}`;
  }
}

/**
 * `count` distinct hostile address headers: a random Host on each, and on every fourth a random
 * X-Forwarded-Host as well (every eighth pairs it with the allowed Host instead), never naming an
 * address the server allows.
 */
export function randomHostHeaders(
  count: number,
  serverPort: number,
  allowed: string,
): HostHeaders[] {
  const seen = new Set<string>();
  const list: HostHeaders[] = [];
  while (list.length < count) {
    const i = list.length;
    const headers: HostHeaders =
      i % 4 !== 3
        ? { host: randomHost(serverPort) }
        : {
            host: i % 8 === 7 ? allowed : randomHost(serverPort),
            'x-forwarded-host': randomHost(serverPort),
          };
    const key = `${headers.host}|${headers['x-forwarded-host'] ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(headers);
  }
  return list;
}
