/**
 * The enumerations of SPEC §3.2 and the record states, as rows of `lookup` so SQL reports and joins
 * can show their labels. Written from src/shared at every start (upsert): the code is the source of
 * truth and a relabel ships with a release.
 */
import type { Kysely } from 'kysely';
import { DivisionType, EventType, GroupKind, ImportType, LocationType, ObjectKind, PROCESSING_TIME_UNITS, ProcessingTimeType, UserStatus, enumValues } from '@/shared/enums';
import {
  DIVISION_TYPE_LABELS,
  EVENT_TYPE_LABELS,
  GROUP_KIND_LABELS,
  IMPORT_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
  OBJECT_KIND_LABELS,
  PROCESSING_TIME_TYPE_LABELS,
  PROCESSING_TIME_UNIT_LABELS,
  RECORD_STATE_LABELS,
  USER_STATUS_LABELS,
} from '@/shared/enumLabels';
import type { CatalogueEntry } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { Database, LookupTable } from '../schema';

/** Values of the `lookup.kind` column. */
export const LookupKind = {
  ObjectKind: 'objectKind',
  GroupKind: 'groupKind',
  LocationType: 'locationType',
  DivisionType: 'divisionType',
  UserStatus: 'userStatus',
  ImportType: 'importType',
  EventType: 'eventType',
  ProcessingTimeType: 'processingTimeType',
  ProcessingTimeUnit: 'processingTimeUnit',
  RecordState: 'recordState',
} as const;

function fromEnum(kind: string, e: Record<string, string | number>, labels: Readonly<Record<number, CatalogueEntry>>): LookupTable[] {
  return enumValues(e).map((code) => {
    const label = labels[code];
    if (!label) throw new Error(`No label for ${kind} ${code}`);
    return { kind, code, value: String(e[code]), label_pt: label.pt, label_en: label.en };
  });
}

export function lookupRows(): LookupTable[] {
  return [
    ...fromEnum(LookupKind.ObjectKind, ObjectKind, OBJECT_KIND_LABELS),
    ...fromEnum(LookupKind.GroupKind, GroupKind, GROUP_KIND_LABELS),
    ...fromEnum(LookupKind.LocationType, LocationType, LOCATION_TYPE_LABELS),
    ...fromEnum(LookupKind.DivisionType, DivisionType, DIVISION_TYPE_LABELS),
    ...fromEnum(LookupKind.UserStatus, UserStatus, USER_STATUS_LABELS),
    ...fromEnum(LookupKind.ImportType, ImportType, IMPORT_TYPE_LABELS),
    ...fromEnum(LookupKind.EventType, EventType, EVENT_TYPE_LABELS),
    ...fromEnum(LookupKind.ProcessingTimeType, ProcessingTimeType, PROCESSING_TIME_TYPE_LABELS),
    // The units are strings in the contract; their code here is their position, 1-based.
    ...PROCESSING_TIME_UNITS.map((unit, i) => ({
      kind: LookupKind.ProcessingTimeUnit,
      code: i + 1,
      value: unit,
      label_pt: PROCESSING_TIME_UNIT_LABELS[unit].pt,
      label_en: PROCESSING_TIME_UNIT_LABELS[unit].en,
    })),
    ...fromEnum(LookupKind.RecordState, RecordState, RECORD_STATE_LABELS),
  ];
}

export async function upsertLookups(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('lookup')
    .values(lookupRows())
    .onConflict((oc) =>
      oc.columns(['kind', 'code']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        label_pt: eb.ref('excluded.label_pt'),
        label_en: eb.ref('excluded.label_en'),
      })),
    )
    .execute();
}
