import { afterAll, beforeAll } from 'vitest';
import type { CustomDomain } from '../../src/model/domains/custom-domains';
import {
  DEFAULT_DOMAIN_SETTINGS,
  type DomainSettings,
} from '../../src/server/domain/domains/domain-settings';
import { startFakeDnsServer, type FakeDnsServer } from '../fakes/dns-server';
import type { TestApp } from './test-app';

/** Where the tests' domains point: the target host and this service's address. */
export const TEST_TARGET = { host: 'sites.coachsite.test', ips: ['203.0.113.10'] };

/** The records a coach sets for `domain` (pointing here, and her token), in the test's DNS. */
export function setRightRecords(dns: FakeDnsServer, added: CustomDomain): void {
  for (const record of added.records) {
    if (record.type === 'TXT') dns.set(record.name, { TXT: [[record.value]] });
    else if (record.type === 'CNAME') dns.set(record.name, { CNAME: record.value });
    else dns.set(record.name, { A: [record.value] });
  }
}

/** Adds `domain` to a website as `cookie`'s coach (the test's own by default); the domain answered. */
export async function addDomain(
  t: TestApp,
  websiteId: number,
  domain: string,
  cookie?: string,
): Promise<{ status: number; domain: CustomDomain; body: unknown }> {
  const { status, body } = await t.call(
    'POST',
    `/api/websites/${websiteId}/domains`,
    { domain },
    cookie,
  );
  return { status, domain: (body as { domain: CustomDomain }).domain, body };
}

/** Adds `domain`, sets its right records and checks it: verified, as the coach would see it. */
export async function verifiedDomain(
  t: TestApp,
  dns: FakeDnsServer,
  websiteId: number,
  domain: string,
  cookie?: string,
): Promise<CustomDomain> {
  const added = await addDomain(t, websiteId, domain, cookie);
  if (added.status !== 201)
    throw new Error(`could not add ${domain}: ${JSON.stringify(added.body)}`);
  setRightRecords(dns, added.domain);
  const checked = await t.call('POST', `/api/domains/${added.domain.id}/check`, undefined, cookie);
  const result = (checked.body as { domain: CustomDomain }).domain;
  if (result.verifiedAt === null)
    throw new Error(`${domain} not verified: ${result.reasons.join('; ')}`);
  return result;
}

/**
 * A DNS server of this test file's own (started before its tests, closed after), and the domain
 * settings of an app that asks it: `setupTestApp(undefined, () => ({ domains: dns.settings() }))`.
 */
export function testDns(): FakeDnsServer & { settings: () => DomainSettings } {
  let started: FakeDnsServer | undefined;
  beforeAll(async () => {
    started = await startFakeDnsServer();
  });
  afterAll(() => started?.close());
  const running = () => {
    if (!started) throw new Error('the test DNS server starts before the tests');
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    get asked() {
      return running().asked;
    },
    set: (name, records) => running().set(name, records),
    close: () => running().close(),
    settings: () => ({
      ...DEFAULT_DOMAIN_SETTINGS,
      target: TEST_TARGET,
      dns: { servers: [running().server], timeoutMs: 500 },
    }),
  };
}
