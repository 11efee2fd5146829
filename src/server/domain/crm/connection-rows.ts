import { eq } from 'drizzle-orm';
import type { CrmConnectionAnswer } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { crmConnections } from '../../db/schema';
import { AppError } from '../../errors';
import { PROVIDER } from '../../integrations/ghl/errors';
import type { GhlCall } from '../../integrations/ghl/transport';
import type { Services } from '../../services';

export type ConnectionRow = typeof crmConnections.$inferSelect;

export async function connectionRow(db: Db, userId: number): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(crmConnections).where(eq(crmConnections.userId, userId));
  return row ?? null;
}

function opens(services: Services, sealed: string): boolean {
  try {
    services.secrets.open(sealed);
    return true;
  } catch {
    return false;
  }
}

/** What the CRM tab says when the stored token no longer opens (SECRET_KEY changed). */
export const RECONNECT_MESSAGE = "Reconnect GoHighLevel: the server's key changed.";

/**
 * What the coach sees of a connection: never the token, only its last four characters. A token
 * that no longer opens (the server's SECRET_KEY changed) is no connection: the tab asks the coach
 * to connect again rather than claim a connection every call would fail on.
 */
export function connectionAnswer(
  services: Services,
  row: ConnectionRow | null,
): CrmConnectionAnswer {
  if (!row) return { connected: false };
  if (!opens(services, row.tokenSealed)) {
    return { connected: false, reconnect: RECONNECT_MESSAGE };
  }
  return {
    connected: true,
    locationId: row.locationId,
    locationName: row.locationName,
    apiKeyHint: row.tokenHint,
    leadRule: row.leadRule,
    pipelineId: row.pipelineId,
    pipelineStageId: row.pipelineStageId,
  };
}

/** The spec's message when there is no connection to call with. */
export const notConnected = () =>
  new AppError('bad_request', `${PROVIDER} not initialized. Please configure your CRM connection.`);

export type CrmContext = { call: GhlCall; locationId: string; row: ConnectionRow };

/** The coach's connection, ready to call; none: the spec's 'not initialized' 400. */
export async function crmFor(db: Db, services: Services, userId: number): Promise<CrmContext> {
  const row = await connectionRow(db, userId);
  if (!row) throw notConnected();
  return callerFor(services, row);
}

/** The stored token cannot be opened: SECRET_KEY changed since the coach connected. */
export class ConnectionUnreadable extends AppError {
  constructor() {
    super('bad_request', RECONNECT_MESSAGE);
  }
}

export function callerFor(services: Services, row: ConnectionRow): CrmContext {
  let token: string;
  try {
    token = services.secrets.open(row.tokenSealed);
  } catch {
    throw new ConnectionUnreadable();
  }
  return {
    call: services.crm.for({ token, locationId: row.locationId }),
    locationId: row.locationId,
    row,
  };
}
