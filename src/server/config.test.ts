import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTAS } from '../model/limits';
import { DEFAULT_MAX_PAGES_PER_WEBSITE } from '../model/pages';
import { ConfigError, domainSettingsFrom, loadConfig, mailFrom, quotasFrom } from './config';
import { allowedHostsFor, defaultOriginFor } from './http/public-address';

describe('configuration', () => {
  it('works with nothing set: no proxy trusted, loopback hosts, default quotas', () => {
    const config = loadConfig({});
    expect(config.TRUST_PROXY).toBe(false);
    expect(allowedHostsFor(config.HOST, config.ALLOWED_HOSTS)).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    expect(defaultOriginFor(config.HOST, config.PORT)).toBe('http://localhost:5000');
    expect(quotasFrom(config)).toEqual(DEFAULT_QUOTAS);
    expect(config.JOBS_POLL_MS).toBe(1000);
    expect(config.ALLOW_PRIVATE_OUTBOUND).toBe(false);
  });

  it('MAX_PAGES_PER_WEBSITE sets the pages a website may have besides its home page', () => {
    expect(quotasFrom(loadConfig({})).pagesPerWebsite).toBe(DEFAULT_MAX_PAGES_PER_WEBSITE);
    expect(quotasFrom(loadConfig({ MAX_PAGES_PER_WEBSITE: '5' })).pagesPerWebsite).toBe(5);
  });

  it('ALLOW_PRIVATE_OUTBOUND=1 lets outbound requests reach private addresses', () => {
    expect(loadConfig({ ALLOW_PRIVATE_OUTBOUND: '1' }).ALLOW_PRIVATE_OUTBOUND).toBe(true);
    expect(loadConfig({ ALLOW_PRIVATE_OUTBOUND: '0' }).ALLOW_PRIVATE_OUTBOUND).toBe(false);
  });

  it.each([
    ['1', 1],
    ['off', false],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('TRUST_PROXY=%j is %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('a named HOST and ALLOWED_HOSTS decide which hosts links may use', () => {
    expect(allowedHostsFor('coach.internal', undefined)).toContain('coach.internal');
    const listed = loadConfig({ ALLOWED_HOSTS: 'Coach.Example.com, www.coach.example.com:8443' });
    expect(allowedHostsFor('0.0.0.0', listed.ALLOWED_HOSTS)).toEqual([
      'coach.example.com',
      'www.coach.example.com:8443',
    ]);
  });

  it.each([
    ['TRUST_PROXY', 'everyone'],
    ['ALLOWED_HOSTS', 'evil.example/path'],
    ['MAX_SECTIONS_PER_WEBSITE', '5000'],
    ['MAX_PAGES_PER_WEBSITE', '200'],
    ['MAX_WEBSITES_PER_COACH', '0'],
    ['PUBLIC_URL', 'ftp://coach.example.com'],
    ['DB_BUSY_MS', 'soon'],
    ['JOBS_POLL_MS', '10'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['ALLOW_PRIVATE_OUTBOUND', 'yes please'],
  ])('a bad %s stops start-up with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });

  it('sends no email without SMTP_URL; mail comes from MAIL_FROM or no-reply at the public host', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(mailFrom(loadConfig({}))).toBe('Coachsite <no-reply@localhost>');
    expect(mailFrom(loadConfig({ PUBLIC_URL: 'https://coach.example.com' }))).toBe(
      'Coachsite <no-reply@coach.example.com>',
    );
    const set = loadConfig({
      SMTP_URL: 'smtps://maya:secret@mail.example.com',
      MAIL_FROM: 'Maya <hello@maya.example>',
    });
    expect(set.SMTP_URL).toBe('smtps://maya:secret@mail.example.com');
    expect(mailFrom(set)).toBe('Maya <hello@maya.example>');
  });

  it('never repeats a bad SMTP_URL or DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://maya:secret@mail.example.com' })).toThrow(
      /^Invalid SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://maya:secret@mail.example.com' })).not.toThrow(
      /secret/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://maya:secret@db' })).not.toThrow(/secret/);
  });

  it('reads where coaches point their domains, and never repeats a bad TLS_ASK_TOKEN', () => {
    const none = domainSettingsFrom(loadConfig({}));
    expect(none).toMatchObject({ target: { host: 'localhost', ips: [] }, maxPerWebsite: 5 });
    expect(none.tlsAskToken).toBeNull();
    const set = domainSettingsFrom(
      loadConfig({
        PUBLIC_URL: 'https://app.example.com',
        CUSTOM_DOMAIN_IPS: ' 203.0.113.10, 2001:db8::10 ,',
        DNS_SERVERS: '127.0.0.1:5353',
        MAX_DOMAINS_PER_WEBSITE: '2',
      }),
    );
    expect(set.target).toEqual({ host: 'app.example.com', ips: ['203.0.113.10', '2001:db8::10'] });
    expect(set.dns.servers).toEqual(['127.0.0.1:5353']);
    expect(set.maxPerWebsite).toBe(2);
    expect(set.ownHosts).toContain('app.example.com');
    expect(() => loadConfig({ CUSTOM_DOMAIN_IPS: 'sites.example.com' })).toThrow(
      'Invalid CUSTOM_DOMAIN_IPS: must list IP addresses',
    );
    expect(() => loadConfig({ DNS_SERVERS: 'dns.google' })).toThrow('Invalid DNS_SERVERS');
    expect(() => loadConfig({ TLS_ASK_TOKEN: 'short secret' })).not.toThrow(/short secret/);
  });
});
