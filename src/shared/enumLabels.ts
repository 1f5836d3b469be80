/**
 * Display labels (pt, en) of the enumerations of SPEC §3.2 and the record states of §4. The server
 * seeds its `lookup` table from here and the SPA can show the same words; the spec gives the English
 * meaning, the Portuguese wording is the one the regional administration uses.
 */
import { DivisionType, EventType, GroupKind, ImportType, LocationType, ProcessingTimeType, UserStatus, type ProcessingTimeUnit } from './enums';
import LABELS from './labels.json';
import { enumLabelTable, labelTable } from './labelTable';
import { RecordState } from './recordStates';

export { OBJECT_KIND_LABELS } from './objectKinds';
export const GROUP_KIND_LABELS = enumLabelTable(GroupKind, LABELS.groupKind);
export const LOCATION_TYPE_LABELS = enumLabelTable(LocationType, LABELS.locationType);
export const DIVISION_TYPE_LABELS = enumLabelTable(DivisionType, LABELS.divisionType);
export const USER_STATUS_LABELS = enumLabelTable(UserStatus, LABELS.userStatus);
export const IMPORT_TYPE_LABELS = enumLabelTable(ImportType, LABELS.importType);
export const EVENT_TYPE_LABELS = enumLabelTable(EventType, LABELS.eventType);
export const PROCESSING_TIME_TYPE_LABELS = enumLabelTable(ProcessingTimeType, LABELS.processingTimeType);
export const PROCESSING_TIME_UNIT_LABELS = labelTable<ProcessingTimeUnit>(LABELS.processingTimeUnit);
export const RECORD_STATE_LABELS = enumLabelTable(RecordState, LABELS.recordState);
