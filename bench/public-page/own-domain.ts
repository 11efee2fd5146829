/**
 * The loaded page on a coach's own domain too (issue 37): the app process verifies
 * `bench-coach.example` for its website against a DNS server of its own on 127.0.0.1, as a coach
 * would (add the domain, set the records the API names, "Check now"), and the load generator asks
 * for `/` with that Host, which the live-page door answers from memory as it does `/s/{slug}`.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { CustomDomain } from '../../src/model/domains/custom-domains';
import {
  DEFAULT_DOMAIN_SETTINGS,
  type DomainSettings,
} from '../../src/server/domain/domains/domain-settings';
import { startFakeDnsServer, type FakeDnsServer } from '../../test/fakes/dns-server';
import type { BenchChild } from './child';
import { BROTLI, getRaw } from './load';

/** The domain the bench's coach points at the app. */
export const BENCH_DOMAIN = 'bench-coach.example';

/** The loaded page as its own domain serves it: the app's `/`, asked with `Host`. */
export type OwnDomainPage = { host: string; url: string };

/** The live pages the door answered, by where from (services.metrics.livePages). */
export type AnsweredCounts = { memory: number; notModified: number; database: number };

/** A DNS server for the app's domain checks, and the settings that send them to it. */
export async function benchDns(): Promise<{ dns: FakeDnsServer; settings: DomainSettings }> {
  const dns = await startFakeDnsServer();
  return {
    dns,
    settings: {
      ...DEFAULT_DOMAIN_SETTINGS,
      target: { host: 'sites.bench.test', ips: ['203.0.113.10'] },
      dns: { servers: [dns.server], timeoutMs: 1000 },
    },
  };
}

async function call(url: string, cookie: string, body?: object): Promise<CustomDomain> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`POST ${url} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { domain: CustomDomain }).domain;
}

/**
 * Sets the records the API asked for in the bench's DNS, as a coach does at her provider (the
 * tests' setRightRecords, whose module needs vitest).
 */
function setRecords(dns: FakeDnsServer, added: CustomDomain): void {
  for (const { type, name, value } of added.records) {
    dns.set(
      name,
      type === 'TXT'
        ? { TXT: [[value]] }
        : type === 'CNAME'
          ? { CNAME: value }
          : { [type]: [value] },
    );
  }
}

/** Adds BENCH_DOMAIN to a website, sets its records in `dns` and checks it: verified. */
export async function verifyBenchDomain(
  origin: string,
  cookie: string,
  websiteId: number,
  dns: FakeDnsServer,
): Promise<OwnDomainPage> {
  const added = await call(`${origin}/api/websites/${websiteId}/domains`, cookie, {
    domain: BENCH_DOMAIN,
  });
  setRecords(dns, added);
  const checked = await call(`${origin}/api/domains/${added.id}/check`, cookie);
  if (checked.verifiedAt === null) {
    throw new Error(`${BENCH_DOMAIN} not verified: ${checked.reasons.join('; ')}`);
  }
  return { host: BENCH_DOMAIN, url: `${origin}/` };
}

/**
 * Before measuring: the domain's `/` answers 200 with the page named at the domain (not the
 * unknown host's 404), brotli as the other rows; and a second visit is sent from memory by the
 * door, not by Fastify's route.
 */
export async function checkOwnDomain(app: BenchChild, page: OwnDomainPage): Promise<Buffer> {
  const headers = { ...BROTLI, Host: page.host };
  const first = await getRaw(page.url, headers);
  const html = first.status === 200 ? brotliDecompressSync(first.body).toString() : '';
  if (first.headers['content-encoding'] !== 'br' || !html.includes(`http://${page.host}/`)) {
    throw new Error(
      `${page.host}'s / answered ${first.status}, not its page: ${html.slice(0, 200)}`,
    );
  }
  const before = (await app.ask('answered')) as AnsweredCounts;
  const again = await getRaw(page.url, headers);
  const after = (await app.ask('answered')) as AnsweredCounts;
  if (!again.body.equals(first.body)) throw new Error(`${page.host} sends other bytes each time`);
  if (after.memory !== before.memory + 1 || after.database !== before.database) {
    throw new Error(
      `${page.host}'s / was not sent from memory by the door: ` +
        `${JSON.stringify(before)} then ${JSON.stringify(after)}`,
    );
  }
  return first.body;
}
