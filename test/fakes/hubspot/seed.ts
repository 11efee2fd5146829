import type { Store, StoredPipeline } from './state';

const DAY_MS = 86_400_000;

/** HubSpot's default deal pipeline, with the stage ids every portal starts with. */
const DEFAULT_STAGES = [
  ['appointmentscheduled', 'Appointment Scheduled', '0.2', 'false'],
  ['qualifiedtobuy', 'Qualified To Buy', '0.4', 'false'],
  ['presentationscheduled', 'Presentation Scheduled', '0.6', 'false'],
  ['decisionmakerboughtin', 'Decision Maker Bought-In', '0.8', 'false'],
  ['contractsent', 'Contract Sent', '0.9', 'false'],
  ['closedwon', 'Closed Won', '1.0', 'true'],
  ['closedlost', 'Closed Lost', '0.0', 'true'],
] as const;

const SEEDED_CONTACTS = [
  ['Jordan', 'Lee', 'jordan.lee@example.com', '+15125550101', 'Lee Consulting'],
  ['Priya', 'Shah', 'priya.shah@example.com', '+15125550102', ''],
  ['Marcus', 'Bell', 'marcus.bell@example.com', '', 'Bell & Co'],
] as const;

export const SEEDED_PORTAL_NAME = 'Maya Rivers Coaching';

/** Maya's portal: the default sales pipeline and three contacts added in the days before `now`. */
export function seedPortal(store: Store) {
  const now = store.now();
  const created = now - 30 * DAY_MS;
  const pipeline: StoredPipeline = {
    id: 'default',
    label: 'Sales Pipeline',
    displayOrder: 0,
    createdAt: created,
    updatedAt: created,
    stages: DEFAULT_STAGES.map(([id, label, probability, isClosed], displayOrder) => ({
      id,
      label,
      displayOrder,
      metadata: { isClosed, probability },
    })),
  };
  store.pipelines.push(pipeline);

  SEEDED_CONTACTS.forEach(([firstname, lastname, email, phone, company], i) => {
    const at = now - (SEEDED_CONTACTS.length - i) * DAY_MS;
    const id = store.newId('contacts');
    const iso = new Date(at).toISOString();
    const properties: Record<string, string> = {
      firstname,
      lastname,
      email,
      createdate: iso,
      lastmodifieddate: iso,
      hs_object_id: id,
    };
    if (phone) properties.phone = phone;
    if (company) properties.company = company;
    store.objects.push({ id, type: 'contacts', properties, createdAt: at, updatedAt: at });
  });
}
