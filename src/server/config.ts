import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_QUOTAS, REORDER_MAX } from '../model/limits';
import { DEFAULT_MAX_PAGES_PER_WEBSITE } from '../model/pages';
import { DEFAULT_LEAD_LIMITS, type LeadLimits } from './domain/leads/lead-limits';
import { diskStorage } from './storage/disk-storage';
import type { FileLimits, FileStorage } from './storage/file-storage';
import type { DomainSettings } from './domain/domains/domain-settings';
import { s3Storage } from './storage/s3-storage';

const port = z.coerce.number().int().min(0).max(65535);
const count = (fallback: number, max: number) =>
  z.coerce.number().int('must be a whole number').min(1).max(max).default(fallback);

/** off (default), a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges. */
const trustProxy = z
  .string()
  .transform((value, ctx): false | number | string[] => {
    const v = value.trim().toLowerCase();
    if (v === 'false' || v === 'off' || v === '0' || v === 'no') return false;
    if (/^[0-9]{1,2}$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.find((s) => !/^[0-9a-f.:]+(\/[0-9]{1,3})?$/.test(s) && s !== 'loopback');
    if (list.length === 0 || bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be off, a hop count (1) or proxy addresses (10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    return list;
  })
  .default(false);

/** A comma-separated list: its items trimmed, empty ones left out. */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Host names (optionally host:port) that may appear in links the server writes when PUBLIC_URL is unset. */
const hostList = z
  .string()
  .toLowerCase()
  .pipe(commaList)
  .pipe(
    z.array(
      z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:[0-9]{1,5})?$/, 'must list host names'),
    ),
  )
  .optional();

/** Comma-separated IPv4 or IPv6 addresses. */
const ipList = commaList
  .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must list IP addresses' })))
  .default([]);

const configSchema = z.object({
  PORT: port.default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) address such as https://coach.example.com',
    })
    .optional(),
  TRUST_PROXY: trustProxy,
  ALLOWED_HOSTS: hostList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_WEBSITES_PER_COACH: count(DEFAULT_QUOTAS.websitesPerCoach, 10_000),
  MAX_SECTIONS_PER_WEBSITE: count(DEFAULT_QUOTAS.sectionsPerWebsite, REORDER_MAX),
  // Besides the home page; a pages reorder lists at most 200 ids (model/pages.ts).
  MAX_PAGES_PER_WEBSITE: count(DEFAULT_MAX_PAGES_PER_WEBSITE, 199),
  MAX_ELEMENTS_PER_SECTION: count(DEFAULT_QUOTAS.elementsPerSection, REORDER_MAX),
  MAX_ELEMENTS_PER_WEBSITE: count(DEFAULT_QUOTAS.elementsPerWebsite, 20_000),
  PUBLICATIONS_KEPT: count(DEFAULT_QUOTAS.publicationsKept, 10_000),
  MAX_SESSIONS_PER_ACCOUNT: count(DEFAULT_QUOTAS.sessionsPerAccount, 1000),
  LEADS_PER_PAGE_PER_HOUR: count(DEFAULT_LEAD_LIMITS.perPagePerHour, 1_000_000),
  LEADS_PER_COACH_PER_HOUR: count(DEFAULT_LEAD_LIMITS.perCoachPerHour, 1_000_000),
  MAX_LEADS_PER_COACH: count(DEFAULT_LEAD_LIMITS.storedPerCoach, 10_000_000),
  DB_BUSY_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: count(7, 3650),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** How long a stop (SIGTERM, SIGINT) lets requests and jobs under way finish, in ms. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^\s/]+/,
      'must be an smtp:// or smtps:// address such as smtps://user:password@mail.example.com',
    )
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(320).optional(),
  /** Seals stored secrets (CRM tokens); required with DATABASE_URL, generated into DATA_DIR otherwise. */
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
  /** GoHighLevel's API (a fake one on 127.0.0.1 for trying the product: npm run fake-crm). */
  GHL_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://services.leadconnectorhq.com'),
  /** HubSpot's API (`npm run fake-crm -- hubspot` prints a fake one's). */
  HUBSPOT_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.hubapi.com'),
  /** An OpenAI-compatible endpoint (OpenAI, OpenRouter, Ollama...); unset: the offline copywriter. */
  AI_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) address such as https://api.openai.com/v1',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  AI_API_KEY: z.string().min(1).max(1000).optional(),
  /** The model to ask at AI_BASE_URL. */
  AI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /**
   * Lets addresses a coach gives (own AI, webhooks) be loopback or private ones, over plain http
   * too: development, tests, a self-hosted local model. Off: public https addresses only.
   */
  ALLOW_PRIVATE_OUTBOUND: z
    .enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** Generations one coach may ask for in a minute. */
  AI_RATE_LIMIT_PER_MINUTE: count(20, 10_000),
  /** How long a page view waits in memory before its batch is written to Content Analytics, in ms. */
  ANALYTICS_FLUSH_MS: count(2000, 60_000),
  /** The largest file a coach may upload to Personal Storage, in MB. */
  UPLOAD_MAX_MB: count(20, 1000),
  /** What one coach may keep in Personal Storage, web-sized copies included, in MB. */
  STORAGE_QUOTA_MB: count(1000, 1_000_000),
  /** Keeps files in this S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** The S3-compatible endpoint (MinIO, R2...); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) address such as https://s3.example.com',
    })
    .optional(),
  S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** Bucket in the path (endpoint/bucket/key); default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Where a coach's subdomain (www.coach.com) points by CNAME; default: PUBLIC_URL's host. */
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a host name such as sites.example.net')
    .optional(),
  /** Where a coach's apex domain (coach.com) points by A/AAAA records: this service's addresses. */
  CUSTOM_DOMAIN_IPS: ipList,
  /** The DNS servers domain checks ask (host or host:port); default: the system's. */
  DNS_SERVERS: commaList
    .pipe(
      z.array(
        z
          .string()
          .regex(/^(\[[0-9a-f:]+\]|[0-9.]+|[0-9a-f:]+)(:[0-9]{1,5})?$/i, 'must list IP addresses'),
      ),
    )
    .optional(),
  MAX_DOMAINS_PER_WEBSITE: count(5, 100),
  /** The bearer token /internal/tls/ask wants from anywhere but this machine (unset: loopback only). */
  TLS_ASK_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(512)
    .regex(/^\S+$/, 'must have no spaces')
    .optional(),
  /** Serves the Prometheus metrics at http://127.0.0.1:METRICS_PORT/metrics (loopback only). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Serves the metrics at /metrics on PORT too, to a scraper sending it as a bearer token. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(512)
    .regex(/^\S+$/, 'must have no spaces')
    .optional(),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the environment once at start; a bad value stops start-up with one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(blankAsUnset);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  // Addresses that may carry a password are not repeated into logs.
  const got = SECRET_BEARING.has(name) ? '' : ` (got "${env[name] ?? ''}")`;
  throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}${got}`);
}

const SECRET_BEARING = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'SECRET_KEY',
  'AI_API_KEY',
  'AI_BASE_URL',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
  'TLS_ASK_TOKEN',
]);

export class ConfigError extends Error {}

/** Who password-reset emails come from: MAIL_FROM, or no-reply at PUBLIC_URL's host. */
export function mailFrom(config: Config): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  return `Coachsite <no-reply@${host}>`;
}

/** The quotas the configuration sets. */
export function quotasFrom(config: Config) {
  return {
    websitesPerCoach: config.MAX_WEBSITES_PER_COACH,
    sectionsPerWebsite: config.MAX_SECTIONS_PER_WEBSITE,
    pagesPerWebsite: config.MAX_PAGES_PER_WEBSITE,
    elementsPerSection: config.MAX_ELEMENTS_PER_SECTION,
    elementsPerWebsite: config.MAX_ELEMENTS_PER_WEBSITE,
    publicationsKept: config.PUBLICATIONS_KEPT,
    sessionsPerAccount: config.MAX_SESSIONS_PER_ACCOUNT,
  };
}

/** Where Personal Storage keeps bytes: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function storageFrom(config: Config): FileStorage {
  if (!config.S3_BUCKET) return diskStorage(join(config.DATA_DIR, 'files'));
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE
      ? config.S3_FORCE_PATH_STYLE === 'true'
      : config.S3_ENDPOINT !== undefined,
  });
}

const MB = 1_000_000;

/** The upload size limit and the per-coach quota, in bytes. */
export function leadLimitsFrom(config: Config): LeadLimits {
  return {
    perPagePerHour: config.LEADS_PER_PAGE_PER_HOUR,
    perCoachPerHour: config.LEADS_PER_COACH_PER_HOUR,
    storedPerCoach: config.MAX_LEADS_PER_COACH,
  };
}

export function fileLimitsFrom(config: Config): FileLimits {
  return { maxFileBytes: config.UPLOAD_MAX_MB * MB, quotaBytes: config.STORAGE_QUOTA_MB * MB };
}

/** Own domains (issue 37): where they point, how DNS is asked, how many, who may ask for TLS. */
export function domainSettingsFrom(config: Config): DomainSettings {
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : null;
  const target = config.CUSTOM_DOMAIN_TARGET ?? publicHost ?? 'localhost';
  return {
    target: { host: target, ips: config.CUSTOM_DOMAIN_IPS },
    dns: { servers: config.DNS_SERVERS },
    maxPerWebsite: config.MAX_DOMAINS_PER_WEBSITE,
    ownHosts: [
      ...(publicHost ? [publicHost] : []),
      ...(config.CUSTOM_DOMAIN_TARGET ? [config.CUSTOM_DOMAIN_TARGET] : []),
      ...(config.ALLOWED_HOSTS ?? []),
    ],
    tlsAskToken: config.TLS_ASK_TOKEN ?? null,
  };
}
