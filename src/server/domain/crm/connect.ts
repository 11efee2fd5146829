import { eq, sql } from 'drizzle-orm';
import type {
  CrmConnectInput,
  CrmConnectionAnswer,
  CrmLeadSettingsInput,
} from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { crmConnections } from '../../db/schema';
import type { Services } from '../../services';
import { AppError } from '../../errors';
import { hurryWaitingLeads } from '../leads/inbox';
import { connectionAnswer, connectionRow, crmFor, notConnected } from './connection-rows';
import { viaProvider } from './provider-errors';

/**
 * Connects the coach's CRM: the token (and GoHighLevel's location) is proved by reading the
 * account through the provider's port (a refused token or location is the provider's 400 reason;
 * unreachable, 502), then kept with the token sealed. Connecting again replaces them; the lead
 * settings stay while it is the same provider's same account.
 */
export async function connectCrm(
  db: Db,
  services: Services,
  userId: number,
  { provider, apiKey, locationId }: CrmConnectInput,
): Promise<CrmConnectionAnswer> {
  const account = await viaProvider(() => services.crm[provider].connect(apiKey, locationId));
  const values = {
    provider,
    accountId: account.id,
    accountName: account.name || account.id,
    tokenSealed: services.secrets.seal(apiKey),
    tokenHint: apiKey.slice(-4),
  };
  // Another account's pipeline means nothing here.
  const sameAccount = sql`${crmConnections.provider} = ${provider} AND ${crmConnections.accountId} = ${account.id}`;
  const [row] = await db
    .insert(crmConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: crmConnections.userId,
      set: {
        ...values,
        pipelineId: sql`CASE WHEN ${sameAccount} THEN ${crmConnections.pipelineId} END`,
        pipelineStageId: sql`CASE WHEN ${sameAccount} THEN ${crmConnections.pipelineStageId} END`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  // Leads that waited for a connection are sent now.
  const now = new Date(services.clock.now());
  if ((await hurryWaitingLeads(db, userId, now)) > 0) services.jobBell.ring();
  return connectionAnswer(services, row ?? null);
}

export async function disconnectCrm(db: Db, userId: number): Promise<void> {
  await db.delete(crmConnections).where(eq(crmConnections.userId, userId));
}

/** The lead rule and the pipeline and stage new leads go to. */
export async function updateLeadSettings(
  db: Db,
  services: Services,
  userId: number,
  input: CrmLeadSettingsInput,
): Promise<CrmConnectionAnswer> {
  const crm = await crmFor(db, services, userId);
  const pipelineId = input.pipelineId === undefined ? crm.row.pipelineId : input.pipelineId;
  const stageId =
    input.pipelineStageId === undefined ? crm.row.pipelineStageId : input.pipelineStageId;
  if (pipelineId) {
    const pipelines = await viaProvider(() => crm.crm.listPipelines());
    const pipeline = pipelines.find((p) => p.id === pipelineId);
    if (!pipeline) throw fieldError('pipelineId', 'is not a pipeline of this account');
    if (stageId && !pipeline.stages.some((stage) => stage.id === stageId)) {
      throw fieldError('pipelineStageId', 'is not a stage of this pipeline');
    }
  } else if (stageId) {
    throw fieldError('pipelineStageId', 'needs a pipelineId');
  }
  const [row] = await db
    .update(crmConnections)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(crmConnections.userId, userId))
    .returning();
  if (!row) throw notConnected();
  return connectionAnswer(services, row);
}

export async function readConnection(
  db: Db,
  services: Services,
  userId: number,
): Promise<CrmConnectionAnswer> {
  return connectionAnswer(services, await connectionRow(db, userId));
}

const fieldError = (field: string, reason: string) =>
  new AppError('bad_request', `${field} ${reason}`, { [field]: reason });
