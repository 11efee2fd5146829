import type { CrmOverviewAnswer, CrmOverviewPart } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { listCalendars, listEvents } from '../../integrations/ghl/calendars';
import { listContacts } from '../../integrations/ghl/contacts';
import type { Services } from '../../services';
import { crmFor, type CrmContext } from './connection-rows';
import { GhlCoolingDown } from '../../integrations/ghl/errors';
import { leadsOf } from './leads';
import { providerFailure } from './provider-errors';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The provider has no stats call (crm/README.md): total contacts is the contacts list's
 * meta.total, total appointments the events of every calendar from a week ago to four weeks on.
 */
async function stats(crm: CrmContext, now: number) {
  const [contacts, calendars] = await Promise.all([
    listContacts(crm.call, crm.locationId, { limit: 1 }),
    listCalendars(crm.call, crm.locationId),
  ]);
  const events = await Promise.all(
    calendars.map((c) =>
      listEvents(crm.call, crm.locationId, c.id, now - WEEK_MS, now + 4 * WEEK_MS),
    ),
  );
  return {
    totalContacts: contacts.total,
    totalAppointments: events.reduce((sum, list) => sum + list.length, 0),
  };
}

/** The connect flow's four reads in parallel; each may fail alone and is then listed in `failed`. */
export async function crmOverview(
  db: Db,
  services: Services,
  userId: number,
): Promise<CrmOverviewAnswer> {
  const crm = await crmFor(db, services, userId);
  // While the provider's Retry-After runs, nothing is asked of it (503, not four failed parts).
  const closedFor = services.crm.gate(crm.locationId).closedFor();
  if (closedFor > 0) throw providerFailure(new GhlCoolingDown(closedFor));
  const parts = await Promise.allSettled([
    stats(crm, services.clock.now()),
    listContacts(crm.call, crm.locationId, { limit: 10 }).then((page) => page.contacts),
    listCalendars(crm.call, crm.locationId),
    leadsOf(crm, 'all', 5).then((found) => found.leads),
  ]);
  const failed: CrmOverviewPart[] = [];
  const value = <T>(part: CrmOverviewPart, result: PromiseSettledResult<T>): T | null => {
    if (result.status === 'fulfilled') return result.value;
    failed.push(part);
    return null;
  };
  const [statsPart, contactsPart, calendarsPart, leadsPart] = parts;
  return {
    stats: value('stats', statsPart),
    contacts: value('contacts', contactsPart),
    calendars: value('calendars', calendarsPart),
    leads: value('leads', leadsPart),
    failed,
  };
}
