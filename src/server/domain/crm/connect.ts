import { eq, sql } from 'drizzle-orm';
import type {
  CrmConnectInput,
  CrmConnectionAnswer,
  CrmLeadSettingsInput,
} from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { crmConnections } from '../../db/schema';
import { getLocation } from '../../integrations/ghl/locations';
import type { Services } from '../../services';
import { AppError } from '../../errors';
import { hurryWaitingLeads } from '../leads/inbox';
import { listPipelines } from '../../integrations/ghl/opportunities';
import { connectionAnswer, connectionRow, crmFor, notConnected } from './connection-rows';
import { viaProvider } from './provider-errors';

/**
 * Connects the coach's GoHighLevel location: the key and location are proved together by reading
 * the location (a refused key or location is the provider's 400 reason; unreachable, 502), then
 * kept with the token sealed. Connecting again replaces them; the lead settings stay.
 */
export async function connectCrm(
  db: Db,
  services: Services,
  userId: number,
  { apiKey, locationId }: CrmConnectInput,
): Promise<CrmConnectionAnswer> {
  const call = services.crm.for({ token: apiKey, locationId });
  const location = await viaProvider(() => getLocation(call, locationId));
  const values = {
    locationId: location.id,
    locationName: location.name || location.id,
    tokenSealed: services.secrets.seal(apiKey),
    tokenHint: apiKey.slice(-4),
  };
  const [row] = await db
    .insert(crmConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: crmConnections.userId,
      set: {
        ...values,
        // Another location's pipeline means nothing here.
        pipelineId: sql`CASE WHEN ${crmConnections.locationId} = ${location.id} THEN ${crmConnections.pipelineId} END`,
        pipelineStageId: sql`CASE WHEN ${crmConnections.locationId} = ${location.id} THEN ${crmConnections.pipelineStageId} END`,
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
    const pipelines = await viaProvider(() => listPipelines(crm.call, crm.locationId));
    const pipeline = pipelines.find((p) => p.id === pipelineId);
    if (!pipeline) throw fieldError('pipelineId', 'is not a pipeline of this location');
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
