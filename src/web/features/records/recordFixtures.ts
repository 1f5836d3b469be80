import { RecordState } from '@/shared/recordStates';
import type { RecordHeader, RecordListItem, RecordView } from '@/shared/records/contract';

/*
 * Fixture builders shared by every kind's tests. A kind's fixture file keeps only what is its own
 * (its sample's identity and data); the engine's header and permission fields, the same for every kind,
 * are written once here.
 */

/** The samples' validity and place in the tree: active from 2024-01-01 with no end, no parent. */
const ACTIVE_TOP_LEVEL_SINCE_2024: Pick<RecordHeader, 'active' | 'startDate' | 'endDate' | 'parentId' | 'parentVersion' | 'parentName'> = {
  active: true,
  startDate: '2024-01-01',
  endDate: null,
  parentId: null,
  parentVersion: null,
  parentName: null,
};

/** What tells one kind's sample version apart: the caller names it; every other field has a default below. */
export type SampleVersionIdentity = Pick<RecordHeader, 'kind' | 'id' | 'code' | 'name' | 'abbreviation'>;

/**
 * A record version as GET /records/{kind}/{id}/{version} answers it (tests): a first draft of 2024-01-01,
 * owned by entity 11, that the user may edit, submit or publish. `header` names the sample and may
 * override any default.
 */
export function sampleRecordView<TData>(data: TData, header: SampleVersionIdentity & Partial<RecordView<TData>>): RecordView<TData> {
  return {
    version: 1,
    state: RecordState.Draft,
    ...ACTIVE_TOP_LEVEL_SINCE_2024,
    organizationId: 11,
    organizationName: null,
    versionComment: '',
    rowVersion: 1,
    createdBy: 'admin',
    createdAt: '2024-01-01T10:00:00Z',
    changedBy: null,
    changedAt: null,
    data,
    allowedActions: ['submitForApproval', 'publish'],
    canEdit: true,
    canCreateChild: false,
    canReadAudit: true,
    pendingVersion: null,
    latestVersion: 1,
    ...header,
  };
}

/**
 * A published record as a row of its kind's list (tests): code `C{id}`, abbreviation `A{id}`, valid
 * from 2024-01-01, no parent, no owner; `overrides` may change any field.
 */
export function sampleListItem(kind: RecordListItem['kind'], id: number, overrides: Partial<RecordListItem> = {}): RecordListItem {
  return {
    kind,
    id,
    version: 1,
    state: RecordState.Published,
    code: `C${id}`,
    name: `Registo ${id}`,
    abbreviation: `A${id}`,
    ...ACTIVE_TOP_LEVEL_SINCE_2024,
    changedAt: '2024-01-01T00:00:00Z',
    organizationName: null,
    extra: {},
    ...overrides,
  };
}

/** A version's header as a row of its kind's list (tests), with the list's own columns from `row`. */
export function listItemOfView(view: RecordView<unknown>, row: Partial<RecordListItem> = {}): RecordListItem {
  const { kind, id, version, state, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName, organizationName } = view;
  const header = { version, state, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName, organizationName };
  return sampleListItem(kind, id, { ...header, ...row });
}
