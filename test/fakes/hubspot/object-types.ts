/** The three CRM objects Coachsite uses, by the plural name HubSpot's paths take. */
export type ObjectType = 'contacts' | 'deals' | 'notes';

export const OBJECT_TYPES: readonly ObjectType[] = ['contacts', 'deals', 'notes'];

/** HubSpot's object type ids (`0-1` contacts, `0-3` deals, `0-46` notes). */
export const OBJECT_TYPE_IDS: Record<ObjectType, string> = {
  contacts: '0-1',
  deals: '0-3',
  notes: '0-46',
};

const SINGULAR: Record<ObjectType, string> = { contacts: 'contact', deals: 'deal', notes: 'note' };

/** A path's object type: HubSpot takes the plural, the singular or the type id. */
export function objectTypeOf(name: string): ObjectType | undefined {
  const lower = name.toLowerCase();
  return OBJECT_TYPES.find(
    (type) => type === lower || SINGULAR[type] === lower || OBJECT_TYPE_IDS[type] === lower,
  );
}

export const singular = (type: ObjectType) => SINGULAR[type];
