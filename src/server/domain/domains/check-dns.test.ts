import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDnsServer, type FakeDnsServer } from '../../../../test/fakes/dns-server';
import { checkDns } from './check-dns';
import { shownDomain } from './domain-display';

const TOKEN = 'cs-7f3a9c1e2b4d';
const TARGET = { host: 'sites.example.net', ips: ['198.51.100.7', '2001:db8::7'] };

let dns: FakeDnsServer;
const check = (domain: string, token = TOKEN, target = TARGET) =>
  checkDns(domain, token, target, { servers: [dns.server], timeoutMs: 1000 });

beforeAll(async () => {
  dns = await startFakeDnsServer();
});
afterAll(() => dns.close());

describe('checking a domain at its DNS provider', () => {
  it('verifies a www domain with its CNAME and TXT record, asking only about its own names', async () => {
    dns.set('www.maya-coach.com', { CNAME: 'sites.example.net.' });
    dns.set('_coachsite-challenge.www.maya-coach.com', { TXT: [['other'], [TOKEN]] });
    const asked = dns.asked.length;
    expect(await check('www.maya-coach.com')).toEqual({ state: 'verified' });
    const names = new Set(dns.asked.slice(asked));
    expect(names).toEqual(
      new Set(['www.maya-coach.com', '_coachsite-challenge.www.maya-coach.com']),
    );
  });

  it('verifies an apex with A and AAAA records to the service, however IPv6 is spelt', async () => {
    dns.set('maya.co.uk', { A: ['198.51.100.7'], AAAA: ['2001:db8::7'] });
    dns.set('_coachsite-challenge.maya.co.uk', { TXT: [[TOKEN.slice(0, 5), TOKEN.slice(5)]] });
    expect(await check('maya.co.uk')).toEqual({ state: 'verified' });
    const spelt = { host: TARGET.host, ips: ['198.51.100.7', '2001:0DB8:0:0::0007'] };
    expect(await check('maya.co.uk', TOKEN, spelt)).toEqual({ state: 'verified' });
  });

  it('is waiting, saying the TXT record is missing, when only the CNAME is set', async () => {
    dns.set('www.ana-coach.com', { CNAME: 'sites.example.net' });
    expect(await check('www.ana-coach.com')).toEqual({
      state: 'waiting',
      reasons: ['the TXT record is missing'],
    });
  });

  it('is waiting with both reasons when nothing is set yet', async () => {
    expect(await check('nothing-yet.com')).toEqual({
      state: 'waiting',
      reasons: ['the TXT record is missing', 'nothing-yet.com has no A record yet'],
    });
    expect(await check('nothing-yet.co.uk')).toEqual({
      state: 'waiting',
      reasons: ['the TXT record is missing', 'nothing-yet.co.uk has no A record yet'],
    });
    expect(await check('www.nothing-yet.com')).toEqual({
      state: 'waiting',
      reasons: ['the TXT record is missing', 'www.nothing-yet.com has no CNAME record yet'],
    });
  });

  it('fails naming where a www domain points when its CNAME is elsewhere', async () => {
    dns.set('www.lee-coach.com', { CNAME: 'lee.wixdns.net' });
    dns.set('_coachsite-challenge.www.lee-coach.com', { TXT: [[TOKEN]] });
    expect(await check('www.lee-coach.com')).toEqual({
      state: 'failing',
      reasons: ['www.lee-coach.com points to lee.wixdns.net, not to sites.example.net'],
    });
    // The other host is named, never asked about.
    expect(dns.asked).not.toContain('lee.wixdns.net');
  });

  it('fails naming the address an apex points to when its A record is elsewhere', async () => {
    dns.set('coach.com', { A: ['203.0.113.9'] });
    dns.set('_coachsite-challenge.coach.com', { TXT: [[TOKEN]] });
    expect(await check('coach.com')).toEqual({
      state: 'failing',
      reasons: ['coach.com points to 203.0.113.9, not to 198.51.100.7 or 2001:db8::7'],
    });
  });

  it('fails when the TXT record holds another value, and waiting reasons come along', async () => {
    dns.set('_coachsite-challenge.www.sam-coach.com', { TXT: [['someone-elses-token']] });
    expect(await check('www.sam-coach.com')).toEqual({
      state: 'failing',
      reasons: [
        'the TXT record holds a different value',
        'www.sam-coach.com has no CNAME record yet',
      ],
    });
  });

  it('fails once a verified domain is pointed elsewhere, and passes again when put back', async () => {
    dns.set('jo-coach.com', { A: ['198.51.100.7'] });
    dns.set('_coachsite-challenge.jo-coach.com', { TXT: [[TOKEN]] });
    expect(await check('jo-coach.com')).toEqual({ state: 'verified' });
    dns.set('jo-coach.com', { A: ['192.0.2.44'] });
    expect(await check('jo-coach.com')).toEqual({
      state: 'failing',
      reasons: ['jo-coach.com points to 192.0.2.44, not to 198.51.100.7 or 2001:db8::7'],
    });
    dns.set('_coachsite-challenge.jo-coach.com', undefined);
    dns.set('jo-coach.com', { A: ['198.51.100.7'] });
    expect(await check('jo-coach.com')).toEqual({
      state: 'waiting',
      reasons: ['the TXT record is missing'],
    });
  });

  it('accepts a subdomain set with A records to the service instead of a CNAME', async () => {
    dns.set('book.kim-coach.com', { A: ['198.51.100.7'] });
    dns.set('_coachsite-challenge.book.kim-coach.com', { TXT: [[TOKEN]] });
    expect(await check('book.kim-coach.com')).toEqual({ state: 'verified' });
  });

  it('names an internationalised domain in Unicode', async () => {
    dns.set('xn--bcher-kva.de', { A: ['203.0.113.9'] });
    dns.set('_coachsite-challenge.xn--bcher-kva.de', { TXT: [[TOKEN]] });
    expect(await check('xn--bcher-kva.de')).toEqual({
      state: 'failing',
      reasons: ['bücher.de points to 203.0.113.9, not to 198.51.100.7 or 2001:db8::7'],
    });
    expect(shownDomain('xn--zz.com')).toBe('xn--zz.com');
  });
});

describe('DNS servers that do not answer', () => {
  it('fails saying the servers did not answer in time, within the timeout', async () => {
    const silent = await startFakeDnsServer({ behaviour: 'silent' });
    try {
      const started = performance.now();
      const outcome = await checkDns('www.slow-coach.com', TOKEN, TARGET, {
        servers: [silent.server],
        timeoutMs: 300,
      });
      expect(outcome).toEqual({
        state: 'failing',
        reasons: ['the DNS servers did not answer in time'],
      });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(silent.asked).toContain('www.slow-coach.com');
    } finally {
      await silent.close();
    }
  });

  it('fails saying to try again when the servers answer with a failure', async () => {
    const failing = await startFakeDnsServer({ behaviour: 'servfail' });
    try {
      const outcome = await checkDns('coach.com', TOKEN, TARGET, { servers: [failing.server] });
      expect(outcome).toEqual({
        state: 'failing',
        reasons: ['the DNS servers could not answer; try again in a few minutes'],
      });
    } finally {
      await failing.close();
    }
  });
});
