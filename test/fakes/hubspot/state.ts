import { FIRST_IDS, privateAppToken } from './ids';
import type { ObjectType } from './object-types';

export type StoredObject = {
  id: string;
  type: ObjectType;
  /** Property values as HubSpot keeps them: strings, the computed ones included. */
  properties: Record<string, string>;
  createdAt: number;
  updatedAt: number;
};

/** One association, kept once for both directions (`typeId` from `from`, `inverseTypeId` back). */
export type StoredAssociation = {
  fromType: ObjectType;
  fromId: string;
  toType: ObjectType;
  toId: string;
  typeId: number;
  inverseTypeId: number;
};

export type StoredStage = {
  id: string;
  label: string;
  displayOrder: number;
  metadata: Record<string, string>;
};

export type StoredPipeline = {
  id: string;
  label: string;
  displayOrder: number;
  stages: StoredStage[];
  createdAt: number;
  updatedAt: number;
};

export type StoredAccount = {
  portalId: number;
  accountType: 'STANDARD' | 'SANDBOX' | 'DEVELOPER_TEST' | 'APP_DEVELOPER';
  timeZone: string;
  companyCurrency: string;
  additionalCurrencies: string[];
  utcOffset: string;
  utcOffsetMilliseconds: number;
  uiDomain: string;
  dataHostingLocation: string;
  /** The private app's access token, what the coach pastes into the CRM tab. */
  token: string;
};

export class Store {
  objects: StoredObject[] = [];
  associations: StoredAssociation[] = [];
  pipelines: StoredPipeline[] = [];
  account: StoredAccount = Store.defaultAccount();
  private nextIds: Record<ObjectType, number> = { ...FIRST_IDS };

  constructor(readonly now: () => number) {}

  static defaultAccount(): StoredAccount {
    return {
      portalId: 48_211_907,
      accountType: 'STANDARD',
      timeZone: 'America/Chicago',
      companyCurrency: 'USD',
      additionalCurrencies: [],
      utcOffset: '-06:00',
      utcOffsetMilliseconds: -21_600_000,
      uiDomain: 'app.hubspot.com',
      dataHostingLocation: 'na1',
      token: privateAppToken('maya-rivers-coaching'),
    };
  }

  newId(type: ObjectType): string {
    const id = this.nextIds[type];
    this.nextIds[type] = id + 1;
    return String(id);
  }

  find(type: ObjectType, id: string): StoredObject | undefined {
    return this.objects.find((o) => o.type === type && o.id === id);
  }

  ofType(type: ObjectType): StoredObject[] {
    return this.objects.filter((o) => o.type === type);
  }

  /** Adds the association unless the same pair already has it; true when it was added. */
  associate(association: StoredAssociation): boolean {
    const same = this.associations.some(
      (a) =>
        (a.fromType === association.fromType &&
          a.fromId === association.fromId &&
          a.toType === association.toType &&
          a.toId === association.toId &&
          a.typeId === association.typeId) ||
        (a.fromType === association.toType &&
          a.fromId === association.toId &&
          a.toType === association.fromType &&
          a.toId === association.fromId &&
          a.typeId === association.inverseTypeId),
    );
    if (!same) this.associations.push(association);
    return !same;
  }

  /** The records of `toType` associated with `type`/`id`, each with the type ids seen from it. */
  associated(
    type: ObjectType,
    id: string,
    toType: ObjectType,
  ): { id: string; typeIds: number[] }[] {
    const found = new Map<string, number[]>();
    const add = (otherId: string, typeId: number) => {
      const ids = found.get(otherId) ?? [];
      if (!ids.includes(typeId)) ids.push(typeId);
      found.set(otherId, ids);
    };
    for (const a of this.associations) {
      if (a.fromType === type && a.fromId === id && a.toType === toType) add(a.toId, a.typeId);
      if (a.toType === type && a.toId === id && a.fromType === toType)
        add(a.fromId, a.inverseTypeId);
    }
    return [...found]
      .map(([otherId, typeIds]) => ({ id: otherId, typeIds }))
      .sort((a, b) => Number(a.id) - Number(b.id));
  }

  clear() {
    this.objects = [];
    this.associations = [];
    this.pipelines = [];
    this.account = Store.defaultAccount();
    this.nextIds = { ...FIRST_IDS };
  }
}
