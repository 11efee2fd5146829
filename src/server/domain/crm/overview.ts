import type { CrmOverviewAnswer, CrmOverviewPart } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import type { Services } from '../../services';
import { crmFor, type CrmContext } from './connection-rows';
import { leadsOf } from './leads';
import { coolingDown } from './provider-errors';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The providers have no stats call (crm/README.md): total contacts is the contacts list's total,
 * total appointments the events of every calendar from a week ago to four weeks on (none for a
 * provider without calendars).
 */
async function stats({ crm }: CrmContext, now: number) {
  const [contacts, calendars] = await Promise.all([
    crm.listContacts({ limit: 1 }),
    crm.calendars?.list() ?? [],
  ]);
  const events = await Promise.all(
    calendars.map((c) => crm.calendars?.events(c.id, now - WEEK_MS, now + 4 * WEEK_MS) ?? []),
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
  const closedFor = crm.port.coolingDownFor(crm.row.accountId);
  if (closedFor > 0) throw coolingDown(crm.port.label, closedFor);
  const parts = await Promise.allSettled([
    stats(crm, services.clock.now()),
    crm.crm.listContacts({ limit: 10 }).then((page) => page.contacts),
    crm.crm.calendars?.list() ?? Promise.resolve(null),
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
