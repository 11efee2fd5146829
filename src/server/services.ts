import { DEFAULT_QUOTAS, type Quotas } from '../model/limits';
import { systemClock, type Clock } from './clock';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  domainSettingsFrom,
  fileLimitsFrom,
  leadLimitsFrom,
  mailFrom,
  quotasFrom,
  storageFrom,
  type Config,
} from './config';
import {
  DEFAULT_PASSWORD_RESET_LIMITS,
  type PasswordResetLimits,
} from './domain/auth/password-reset-limits';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './domain/auth/sign-in-limits';
import { DEFAULT_DOMAIN_SETTINGS, type DomainSettings } from './domain/domains/domain-settings';
import { DecodeQueue } from './domain/files/decode-queue';
import { DEFAULT_LEAD_LIMITS, type LeadLimits } from './domain/leads/lead-limits';
import { smtpMailer, type Mailer } from './mail/mailer';
import { PageCache } from './public/page-cache';
import { siteRenderer, type Renderer } from './public/renderer';
import { offlineProvider } from './integrations/ai/offline/offline-provider';
import {
  openAiCompatibleProvider,
  type OpenAiCompatibleOptions,
} from './integrations/ai/openai-compatible';
import type { AiProvider } from './integrations/ai/provider';
import { outboundClient, type OutboundClient } from './integrations/outbound/guarded-fetch';
import type { CrmPorts } from './integrations/crm/crm-port';
import { ghlPort } from './integrations/ghl/ghl-port';
import { hubspotPort } from './integrations/hubspot/hubspot-port';
import { JobBell } from './queue/job-bell';
import { Metrics } from './metrics/metrics';
import { newSecretKey, secretBox, type SecretBox } from './secrets/secret-box';
import { diskStorage } from './storage/disk-storage';
import { DEFAULT_FILE_LIMITS, type FileLimits, type FileStorage } from './storage/file-storage';

/**
 * How often passwords may be tried (decision 008) and reset links asked for; how many leads a
 * page and a coach receive in an hour before they are held, and how many a coach keeps.
 */
export type Limits = {
  signIn: SignInLimits;
  passwordReset: PasswordResetLimits;
  leads: LeadLimits;
};

/**
 * Everything the routes and background jobs use beyond the database, built once at start from
 * the configuration (decision 012). Tests build it with `makeServices`, replacing what they
 * need: no route reaches for a module-level instance.
 */
export type Services = {
  clock: Clock;
  /** How much each coach may keep. */
  quotas: Quotas;
  limits: Limits;
  /** Sends email (reset links); without one, a coach who forgot a password asks the operator. */
  mailer: Mailer | null;
  /** Draws published pages; its fingerprint is stored with each page it drew. */
  renderer: Renderer;
  /** Live pages and shared drafts, ready to send, in this process's memory. */
  pageCache: PageCache;
  /** Seals what is kept secret in the database (CRM tokens), under SECRET_KEY. */
  secrets: SecretBox;
  /**
   * The coach's CRM, by provider (decision 025): GoHighLevel (GHL_API_URL) and HubSpot
   * (HUBSPOT_API_URL), each keeping its accounts' rate limits.
   */
  crm: CrmPorts;
  /** Tells this process's job runner that a job is due now. */
  jobBell: JobBell;
  /** Writes copy: the offline copywriter, or an OpenAI-compatible endpoint (AI_BASE_URL). */
  ai: AiProvider;
  /** Generations one coach may ask for in a minute. */
  aiPerMinute: number;
  /**
   * The one client for addresses a coach gives (their own AI): https to public addresses only, or
   * private ones too with ALLOW_PRIVATE_OUTBOUND (decision 023).
   */
  outbound: OutboundClient;
  /** A coach's own AI (an OpenAI-compatible address she gave), called through `outbound` only. */
  ownAi: (endpoint: OwnAiEndpoint) => AiProvider;
  /** Personal Storage's bytes: DATA_DIR/files, or an S3-compatible bucket (S3_BUCKET). */
  storage: FileStorage;
  /** UPLOAD_MAX_MB and STORAGE_QUOTA_MB, in bytes. */
  fileLimits: FileLimits;
  /** Where uploaded images wait their turn to be decoded: one per coach, two per process. */
  decodeQueue: DecodeQueue;
  /** ANALYTICS_FLUSH_MS: how long page views gather in memory before they are written. */
  analyticsFlushMs: number;
  /** The operator's metrics (Prometheus), on this app's own registry. */
  metrics: Metrics;
  /** How coaches' own domains are checked and pointed (issue 37). */
  domains: DomainSettings;
};

export type ServiceParts = Partial<Omit<Services, 'limits' | 'secrets' | 'crm'>> & {
  /** SECRET_KEY (default: a key made up for this process, enough for one test's database). */
  secretKey?: string;
  /** GHL_API_URL (default: a closed port on this machine: no provider unless a test starts one). */
  ghlApiUrl?: string;
  /** HUBSPOT_API_URL (default: a closed port on this machine, as for GoHighLevel). */
  hubspotApiUrl?: string;
  /** The built browser app whose stylesheets and fonts pages link (ignored with `renderer`). */
  clientDir?: string | null;
  limits?: {
    signIn?: Partial<SignInLimits>;
    passwordReset?: Partial<PasswordResetLimits>;
    leads?: Partial<LeadLimits>;
  };
};

/** Where a coach's own AI is: the address, key and model she gave, and the name kept with its copy. */
export type OwnAiEndpoint = Pick<OpenAiCompatibleOptions, 'baseUrl' | 'apiKey' | 'model' | 'name'>;

/**
 * Her own AI through the guarded client. The provider keeps its own 60 s limit; the client's would
 * cut a long answer at 30 s.
 */
const ownAiThrough = (outbound: OutboundClient) => (endpoint: OwnAiEndpoint) =>
  openAiCompatibleProvider({ ...endpoint, fetch: outbound.within({ timeoutMs: 70_000 }) });

/** The services with their defaults (no mail, the site renderer without a build), or the parts given. */
export function makeServices(parts: ServiceParts = {}): Services {
  const clock = parts.clock ?? systemClock;
  const outbound = parts.outbound ?? outboundClient({ allowPrivate: false });
  return {
    clock,
    quotas: parts.quotas ?? DEFAULT_QUOTAS,
    limits: {
      signIn: { ...DEFAULT_SIGN_IN_LIMITS, ...parts.limits?.signIn },
      passwordReset: { ...DEFAULT_PASSWORD_RESET_LIMITS, ...parts.limits?.passwordReset },
      leads: { ...DEFAULT_LEAD_LIMITS, ...parts.limits?.leads },
    },
    mailer: parts.mailer ?? null,
    renderer: parts.renderer ?? siteRenderer(parts.clientDir ?? null),
    pageCache: parts.pageCache ?? new PageCache(clock),
    secrets: secretBox(parts.secretKey ?? newSecretKey()),
    crm: {
      gohighlevel: ghlPort({ baseUrl: parts.ghlApiUrl ?? 'http://127.0.0.1:9', clock }),
      hubspot: hubspotPort({ baseUrl: parts.hubspotApiUrl ?? 'http://127.0.0.1:9', clock }),
    },
    jobBell: parts.jobBell ?? new JobBell(),
    ai: parts.ai ?? offlineProvider,
    aiPerMinute: parts.aiPerMinute ?? 20,
    outbound,
    ownAi: parts.ownAi ?? ownAiThrough(outbound),
    // A folder of its own per services object: tests that upload never see each other's files.
    storage: parts.storage ?? diskStorage(join(tmpdir(), `coachsite-files-${randomUUID()}`)),
    fileLimits: parts.fileLimits ?? DEFAULT_FILE_LIMITS,
    decodeQueue: parts.decodeQueue ?? new DecodeQueue(),
    analyticsFlushMs: parts.analyticsFlushMs ?? 2000,
    metrics: parts.metrics ?? new Metrics(),
    domains: parts.domains ?? DEFAULT_DOMAIN_SETTINGS,
  };
}

/** The services the configuration asks for, with the browser app built in `clientDir`. */
export function servicesFromConfig(
  config: Config,
  clientDir: string | null,
  secretKey: string,
): Services {
  return makeServices({
    clientDir,
    secretKey,
    ghlApiUrl: config.GHL_API_URL,
    hubspotApiUrl: config.HUBSPOT_API_URL,
    quotas: quotasFrom(config),
    limits: { leads: leadLimitsFrom(config) },
    mailer: config.SMTP_URL ? smtpMailer({ url: config.SMTP_URL, from: mailFrom(config) }) : null,
    ai: config.AI_BASE_URL
      ? openAiCompatibleProvider({
          baseUrl: config.AI_BASE_URL,
          apiKey: config.AI_API_KEY,
          model: config.AI_MODEL,
        })
      : offlineProvider,
    aiPerMinute: config.AI_RATE_LIMIT_PER_MINUTE,
    outbound: outboundClient({ allowPrivate: config.ALLOW_PRIVATE_OUTBOUND }),
    storage: storageFrom(config),
    fileLimits: fileLimitsFrom(config),
    analyticsFlushMs: config.ANALYTICS_FLUSH_MS,
    domains: domainSettingsFrom(config),
  });
}

/** Lets go of what the services hold open (the mail connection pool). */
export function closeServices(services: Services): void {
  services.mailer?.close();
}
