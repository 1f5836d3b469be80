import { DivisionType, enumValues, EventType, GroupKind, ImportType, LocationType, ObjectKind, ProcessingTimeType, UserStatus } from './enums';
import * as enumLabels from './enumLabels';
import { OBJECT_KIND_LABELS, RECORD_STATE_LABELS } from './enumLabels';
import { enumLabelTable, labelOf } from './labelTable';
import { RecordState } from './recordStates';

describe('label tables', () => {
  it('key the enumerations by their numbers', () => {
    expect(OBJECT_KIND_LABELS[ObjectKind.PointOfCare]).toEqual({ pt: 'Ponto de atendimento', en: 'Point of care' });
    expect(labelOf(RECORD_STATE_LABELS, RecordState.Draft)).toBe('Em elaboração');
    expect(labelOf(RECORD_STATE_LABELS, RecordState.Draft, 'en')).toBe('Draft');
  });

  it.each([
    [ObjectKind, enumLabels.OBJECT_KIND_LABELS],
    [GroupKind, enumLabels.GROUP_KIND_LABELS],
    [LocationType, enumLabels.LOCATION_TYPE_LABELS],
    [DivisionType, enumLabels.DIVISION_TYPE_LABELS],
    [UserStatus, enumLabels.USER_STATUS_LABELS],
    [ImportType, enumLabels.IMPORT_TYPE_LABELS],
    [EventType, enumLabels.EVENT_TYPE_LABELS],
    [ProcessingTimeType, enumLabels.PROCESSING_TIME_TYPE_LABELS],
    [RecordState, enumLabels.RECORD_STATE_LABELS],
  ] as const)('give every member of an enumeration words in both languages (%#)', (enumeration, table) => {
    const keys = Object.keys(table).map(Number);
    expect(keys).toEqual(enumValues(enumeration));
    for (const entry of Object.values(table)) expect(entry).toEqual({ pt: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) });
  });

  it('builds an enum table from names', () => {
    expect(enumLabelTable(LocationType, { Acquired: { pt: 'A', en: 'a' }, Leased: { pt: 'B', en: 'b' } })).toEqual({ 2: { pt: 'A', en: 'a' }, 3: { pt: 'B', en: 'b' } });
  });
});
