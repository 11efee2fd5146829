import { invalidProperties, type PropertyProblem } from './errors';
import type { ObjectType } from './object-types';
import type { Store, StoredObject } from './state';

/** The properties a client may write, per object (a small part of HubSpot's, enough for Coachsite). */
const WRITABLE: Record<ObjectType, readonly string[]> = {
  contacts: [
    'email',
    'firstname',
    'lastname',
    'phone',
    'mobilephone',
    'company',
    'website',
    'jobtitle',
    'address',
    'city',
    'state',
    'zip',
    'country',
    'lifecyclestage',
    'hs_lead_status',
    'hubspot_owner_id',
    'message',
  ],
  deals: [
    'dealname',
    'pipeline',
    'dealstage',
    'amount',
    'closedate',
    'dealtype',
    'description',
    'hubspot_owner_id',
  ],
  notes: ['hs_note_body', 'hs_timestamp', 'hubspot_owner_id', 'hs_attachment_ids'],
};

/** The properties HubSpot sets itself (read-only). */
const COMPUTED: Record<ObjectType, readonly string[]> = {
  contacts: ['createdate', 'lastmodifieddate', 'hs_object_id'],
  deals: ['createdate', 'hs_lastmodifieddate', 'hs_object_id'],
  notes: ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'],
};

/** What a read answers when the request names no `properties`. */
export const DEFAULT_PROPERTIES: Record<ObjectType, readonly string[]> = {
  contacts: ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'],
  deals: [
    'amount',
    'closedate',
    'createdate',
    'dealname',
    'dealstage',
    'hs_lastmodifieddate',
    'hs_object_id',
    'pipeline',
  ],
  notes: ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'],
};

/** The properties a search's `query` text is matched against. */
export const SEARCHABLE: Record<ObjectType, readonly string[]> = {
  contacts: ['firstname', 'lastname', 'email', 'phone', 'mobilephone', 'company', 'website'],
  deals: ['dealname'],
  notes: ['hs_note_body'],
};

export const knownProperty = (type: ObjectType, name: string) =>
  WRITABLE[type].includes(name) || COMPUTED[type].includes(name);

// HubSpot refuses what does not look like an address; this is close enough for a fake.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const problem = (name: string, error: string, message: string): PropertyProblem => ({
  isValid: false,
  message,
  error,
  name,
  localizedErrorMessage: `Property "${name}" is invalid`,
});

function timestampProblem(name: string, value: string): PropertyProblem | undefined {
  const ok = /^\d+$/.test(value) || !Number.isNaN(Date.parse(value));
  return ok
    ? undefined
    : problem(name, 'INVALID_DATE', `${value} is not a valid date or timestamp`);
}

/**
 * Checks a create or update's `properties` and answers them as the strings HubSpot stores; throws
 * HubSpot's 400 listing every invalid one.
 */
export function validateProperties(
  store: Store,
  type: ObjectType,
  input: unknown,
  existing?: StoredObject,
): Record<string, string> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw invalidProperties([
      problem('properties', 'INVALID_INPUT', 'properties must be an object of property values'),
    ]);
  }
  const values: Record<string, string> = {};
  const problems: PropertyProblem[] = [];
  for (const [name, raw] of Object.entries(input)) {
    if (!WRITABLE[type].includes(name)) {
      problems.push(
        COMPUTED[type].includes(name)
          ? problem(
              name,
              'READ_ONLY_VALUE',
              `${name} is a read only property; its value cannot be set.`,
            )
          : problem(name, 'PROPERTY_DOESNT_EXIST', `Property "${name}" does not exist`),
      );
      continue;
    }
    if (raw !== null && !['string', 'number', 'boolean'].includes(typeof raw)) {
      problems.push(problem(name, 'INVALID_INPUT', `${name} must be a string`));
      continue;
    }
    values[name] = raw === null ? '' : String(raw as string | number | boolean);
  }

  const email = values.email;
  if (type === 'contacts' && email !== undefined && email !== '' && !EMAIL.test(email)) {
    problems.push(problem('email', 'INVALID_EMAIL', `Email address ${email} is invalid`));
  }
  if (type === 'deals') problems.push(...dealProblems(store, values, existing));
  if (type === 'notes') {
    const stamp = values.hs_timestamp ?? existing?.properties.hs_timestamp;
    if (!stamp) {
      problems.push(problem('hs_timestamp', 'REQUIRED', 'hs_timestamp is required'));
    } else {
      const bad = timestampProblem('hs_timestamp', stamp);
      if (bad) problems.push(bad);
    }
  }
  if (problems.length > 0) throw invalidProperties(problems);
  return values;
}

function dealProblems(
  store: Store,
  values: Record<string, string>,
  existing?: StoredObject,
): PropertyProblem[] {
  const problems: PropertyProblem[] = [];
  const pipelineId = values.pipeline ?? existing?.properties.pipeline ?? 'default';
  const pipeline = store.pipelines.find((p) => p.id === pipelineId);
  if (!pipeline) {
    const options = store.pipelines.map((p) => p.id).join(', ');
    problems.push(
      problem(
        'pipeline',
        'INVALID_OPTION',
        `${pipelineId} was not one of the allowed options: [${options}]`,
      ),
    );
  }
  const stage = values.dealstage ?? existing?.properties.dealstage;
  if (!stage) {
    problems.push(problem('dealstage', 'REQUIRED', 'dealstage is required'));
  } else if (pipeline && !pipeline.stages.some((s) => s.id === stage)) {
    const options = pipeline.stages.map((s) => s.id).join(', ');
    problems.push(
      problem(
        'dealstage',
        'INVALID_OPTION',
        `${stage} was not one of the allowed options: [${options}]`,
      ),
    );
  }
  if (values.amount && Number.isNaN(Number(values.amount))) {
    problems.push(problem('amount', 'INVALID_DECIMAL', `${values.amount} was not a valid number.`));
  }
  if (values.closedate) {
    const bad = timestampProblem('closedate', values.closedate);
    if (bad) problems.push(bad);
  }
  return problems;
}

/** Writes `values` and the computed properties onto `record`. */
export function applyProperties(record: StoredObject, values: Record<string, string>, now: number) {
  Object.assign(record.properties, values);
  if (record.type === 'deals' && !record.properties.pipeline)
    record.properties.pipeline = 'default';
  const iso = new Date(now).toISOString();
  record.updatedAt = now;
  record.properties.hs_object_id = record.id;
  if (record.type === 'contacts') {
    record.properties.createdate ??= new Date(record.createdAt).toISOString();
    record.properties.lastmodifieddate = iso;
  } else if (record.type === 'deals') {
    record.properties.createdate ??= new Date(record.createdAt).toISOString();
    record.properties.hs_lastmodifieddate = iso;
  } else {
    record.properties.hs_createdate ??= new Date(record.createdAt).toISOString();
    record.properties.hs_lastmodifieddate = iso;
    const stamp = record.properties.hs_timestamp;
    if (stamp && /^\d+$/.test(stamp)) {
      record.properties.hs_timestamp = new Date(Number(stamp)).toISOString();
    }
  }
}
