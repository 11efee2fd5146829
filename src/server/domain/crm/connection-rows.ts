import { eq } from 'drizzle-orm';
import type { CrmConnectionAnswer } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { crmConnections } from '../../db/schema';
import { AppError } from '../../errors';
import type { CrmCallOptions, CrmPort, CrmSession } from '../../integrations/crm/crm-port';
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
export const reconnectMessage = (port: CrmPort) =>
  `Reconnect ${port.label}: the server's key changed.`;

/** Which CRM account a connection is: `provider:accountId` (leads' progress, person locks). */
export const accountKey = (row: ConnectionRow) => `${row.provider}:${row.accountId}`;

/** The port of the connection's provider. */
export const portOf = (services: Services, row: ConnectionRow): CrmPort =>
  services.crm[row.provider];

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
  const port = portOf(services, row);
  if (!opens(services, row.tokenSealed)) {
    return { connected: false, reconnect: reconnectMessage(port) };
  }
  return {
    connected: true,
    provider: row.provider,
    providerName: port.label,
    accountId: row.accountId,
    accountName: row.accountName,
    capabilities: port.capabilities,
    apiKeyHint: row.tokenHint,
    leadRule: row.leadRule,
    pipelineId: row.pipelineId,
    pipelineStageId: row.pipelineStageId,
  };
}

/** The spec's message when there is no connection to call with (its words name GoHighLevel). */
export const NOT_CONNECTED_MESSAGE =
  'GoHighLevel not initialized. Please configure your CRM connection.';

export const notConnected = () => new AppError('bad_request', NOT_CONNECTED_MESSAGE);

/** A coach's connection, ready to call through its provider's port. */
export type CrmContext = { crm: CrmSession; port: CrmPort; row: ConnectionRow };

/** The coach's connection, ready to call; none: the spec's 'not initialized' 400. */
export async function crmFor(db: Db, services: Services, userId: number): Promise<CrmContext> {
  const row = await connectionRow(db, userId);
  if (!row) throw notConnected();
  return callerFor(services, row);
}

/** The stored token cannot be opened: SECRET_KEY changed since the coach connected. */
export class ConnectionUnreadable extends AppError {
  constructor(port: CrmPort) {
    super('bad_request', reconnectMessage(port));
  }
}

export function callerFor(
  services: Services,
  row: ConnectionRow,
  options: CrmCallOptions = {},
): CrmContext {
  const port = portOf(services, row);
  let token: string;
  try {
    token = services.secrets.open(row.tokenSealed);
  } catch {
    throw new ConnectionUnreadable(port);
  }
  return { crm: port.session({ accountId: row.accountId, token }, options), port, row };
}
