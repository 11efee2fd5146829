import type { ObjectType } from './object-types';

/**
 * HubSpot-defined, unlabelled association types between the three objects. Each direction has its
 * own id: a note is associated to a contact with 202, which HubSpot stores together with the
 * contact's 201 to the note.
 */
type Definition = { from: ObjectType; to: ObjectType; typeId: number; inverse: number };

export const ASSOCIATION_TYPES: readonly Definition[] = [
  { from: 'contacts', to: 'deals', typeId: 4, inverse: 3 },
  { from: 'deals', to: 'contacts', typeId: 3, inverse: 4 },
  { from: 'contacts', to: 'notes', typeId: 201, inverse: 202 },
  { from: 'notes', to: 'contacts', typeId: 202, inverse: 201 },
  { from: 'deals', to: 'notes', typeId: 213, inverse: 214 },
  { from: 'notes', to: 'deals', typeId: 214, inverse: 213 },
];

export const NOTE_TO_CONTACT = 202;
export const DEAL_TO_CONTACT = 3;

/** The definition of `typeId` going out of `from`, if HubSpot has one. */
export function definitionFrom(from: ObjectType, typeId: number): Definition | undefined {
  return ASSOCIATION_TYPES.find((d) => d.from === from && d.typeId === typeId);
}

/** The default (unlabelled) type from one object type to another. */
export function defaultDefinition(from: ObjectType, to: ObjectType): Definition | undefined {
  return ASSOCIATION_TYPES.find((d) => d.from === from && d.to === to);
}
