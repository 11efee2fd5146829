import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addressClass } from './address-policy';
import { OutboundError } from './errors';
import { outboundClient, type OutboundOptions } from './guarded-fetch';
import type { Resolver } from './guarded-lookup';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

/** A real server on a loopback address; `hits` lists the paths it was asked for. */
async function serve(handler: RequestListener, host = '127.0.0.1') {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, hits, url: `http://${host}:${port}` };
}

const ok: RequestListener = (_request, response) => response.end('hello');

/** A fake DNS: each name answers the addresses listed. */
const names: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  'ten.test': ['10.1.2.3'],
  'metadata.test': ['169.254.169.254'],
  'v6-loopback.test': ['::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'one-bad-of-two.test': ['8.8.8.8', '127.0.0.1'],
  'public.test': ['8.8.8.8'],
  'other-loopback.test': ['127.0.0.2'],
};
const fakeDns: Resolver = async (hostname) => {
  const found = names[hostname];
  if (!found) throw new Error(`ENOTFOUND ${hostname}`);
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const client = (options: Partial<OutboundOptions> = {}) =>
  outboundClient({ allowPrivate: false, resolve: fakeDns, timeoutMs: 2000, ...options });

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('which addresses are public', () => {
  it('takes only ordinary internet addresses as public', () => {
    const notPublic = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      '::',
      '2002:7f00:1::',
    ];
    expect(notPublic.filter((a) => addressClass(a) === 'public')).toEqual([]);
    expect(addressClass('8.8.8.8')).toBe('public');
    expect(addressClass('2606:4700:4700::1111')).toBe('public');
    expect(addressClass('169.254.169.254')).toBe('forbidden');
    expect(addressClass('::ffff:10.0.0.1')).toBe('private');
  });
});

describe('with ALLOW_PRIVATE_OUTBOUND unset', () => {
  it('refuses loopback, private, link-local and metadata addresses before connecting', async () => {
    const target = await serve(ok);
    const guarded = client();
    const addresses = [
      `https://127.0.0.1:${target.port}/`,
      `https://[::1]:${target.port}/`,
      `https://[::ffff:127.0.0.1]:${target.port}/`,
      'https://10.0.0.5/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/',
    ];
    for (const address of addresses) {
      const error = await refusal(guarded.fetch(address));
      expect(error.forField('baseUrl')).toBe('baseUrl must be a public https address');
    }
    expect(target.hits).toEqual([]);
  });

  it('refuses a name that resolves to a loopback, private, link-local or metadata address', async () => {
    const target = await serve(ok);
    const guarded = client();
    for (const name of [
      'loopback.test',
      'ten.test',
      'metadata.test',
      'v6-loopback.test',
      'mapped.test',
      'one-bad-of-two.test',
    ]) {
      const error = await refusal(guarded.fetch(`https://${name}:${target.port}/`));
      expect(error.reason).toBe('not-public');
    }
    expect(target.hits).toEqual([]);
  });

  it('refuses plain http, even to a public address, and other schemes', async () => {
    const guarded = client();
    expect((await refusal(guarded.fetch('http://public.test/'))).reason).toBe('not-https');
    expect((await refusal(guarded.fetch('ftp://public.test/'))).reason).toBe('not-https');
    expect((await refusal(guarded.check('not an address'))).reason).toBe('bad-address');
    expect((await refusal(guarded.check('https://nowhere.test/'))).reason).toBe('unresolvable');
  });

  it('checks the name again when connecting, so a DNS answer that changes is refused', async () => {
    const target = await serve(ok);
    let asked = 0;
    // Public when the address is checked, loopback when the socket resolves it (DNS rebinding).
    const rebinding: Resolver = async () => {
      asked += 1;
      return [{ address: asked === 1 ? '8.8.8.8' : '127.0.0.1', family: 4 }];
    };
    const guarded = client({ resolve: rebinding });
    const error = await refusal(guarded.fetch(`https://rebind.test:${target.port}/`));
    expect(error.reason).toBe('not-public');
    expect(asked).toBe(2);
    expect(target.hits).toEqual([]);
  });

  it('refuses a redirect to a loopback name, a private or a metadata address', async () => {
    const inside = await serve(ok, '127.0.0.2');
    const redirects: Record<string, string> = {
      '/to-name': `https://other-loopback.test:${inside.port}/secret`,
      '/to-ip': `https://127.0.0.2:${inside.port}/secret`,
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
    };
    const outside = await serve((request, response) => {
      response.writeHead(302, { location: redirects[request.url ?? ''] ?? '/' }).end();
    });
    // The first address stands for a public site: only 127.0.0.1 itself is let through.
    const guarded = client({ allowAddresses: ['127.0.0.1'] });
    for (const path of Object.keys(redirects)) {
      await refusal(guarded.fetch(`${outside.url}${path}`));
    }
    expect(outside.hits).toEqual(Object.keys(redirects));
    expect(inside.hits).toEqual([]);
  });
});

describe('redirects, time and size', () => {
  it('follows a few allowed redirects, without the key when the host changes', async () => {
    const other = await serve((request, response) =>
      response.end(request.headers.authorization ?? 'no key'),
    );
    const first = await serve((request, response) => {
      if (request.url === '/start') response.writeHead(307, { location: '/again' }).end();
      else if (request.url === '/again')
        response.writeHead(302, { location: `${other.url}/end` }).end();
      else response.writeHead(301, { location: '/loop' }).end();
    });
    const guarded = client({ allowAddresses: ['127.0.0.1'] });
    const answer = await guarded.fetch(`${first.url}/start`, {
      headers: { authorization: 'Bearer sk-secret' },
    });
    expect(await answer.text()).toBe('no key');
    expect(other.hits).toEqual(['/end']);
    expect((await refusal(guarded.fetch(`${first.url}/loop`))).reason).toBe('too-many-redirects');
  });

  it('stops an answer past the size limit, announced or not', async () => {
    const big = 'x'.repeat(4096);
    const target = await serve((request, response) => {
      if (request.url === '/announced') response.end(big);
      else {
        response.writeHead(200, { 'transfer-encoding': 'chunked' });
        response.write(big.slice(0, 2048));
        response.end(big.slice(2048));
      }
    });
    const guarded = client({ allowAddresses: ['127.0.0.1'], maxBytes: 1024 });
    expect((await refusal(guarded.fetch(`${target.url}/announced`))).reason).toBe('too-large');
    const streamed = await guarded.fetch(`${target.url}/streamed`);
    expect((await refusal(streamed.text())).reason).toBe('too-large');
  });

  it('gives up on a server that does not answer in time', async () => {
    const target = await serve(() => undefined);
    const guarded = client({ allowAddresses: ['127.0.0.1'], timeoutMs: 200 });
    expect((await refusal(guarded.fetch(target.url))).reason).toBe('timeout');
    // The same client with a limit of its own for one use.
    const patient = client({ allowAddresses: ['127.0.0.1'], timeoutMs: 60_000 });
    expect((await refusal(patient.within({ timeoutMs: 200 })(target.url))).reason).toBe('timeout');
  });
});

describe('with ALLOW_PRIVATE_OUTBOUND=1', () => {
  it('reaches loopback and private addresses, over http too, but never metadata or public http', async () => {
    const target = await serve(ok);
    const guarded = client({ allowPrivate: true });
    expect(await (await guarded.fetch(`${target.url}/`)).text()).toBe('hello');
    expect(await (await guarded.fetch(`http://loopback.test:${target.port}/`)).text()).toBe(
      'hello',
    );
    expect((await refusal(guarded.fetch('https://169.254.169.254/'))).reason).toBe('not-public');
    expect((await refusal(guarded.fetch('http://public.test/'))).reason).toBe('not-https');
  });
});
