import { RecordState } from '@/shared/recordStates';
import type { RecordListItem, RecordView } from '@/shared/records/contract';
import { emptyEntity, type EntityData } from '@/shared/records/entity';

/** An entity version as GET /records/entity/{id}/{version} answers it (tests). */
export function entityView(overrides: Partial<RecordView<EntityData>> = {}): RecordView<EntityData> {
  // The header fields travel beside `data`; their copies inside it are harmless here.
  const data: EntityData = { ...emptyEntity(), organizationTypeId: 3 };
  return {
    kind: 'entity',
    id: 11,
    version: 1,
    state: RecordState.Draft,
    code: 'DRT',
    name: 'Direção Regional de Teste',
    abbreviation: 'DRT',
    active: true,
    startDate: '2024-01-01',
    endDate: null,
    parentId: 3,
    parentVersion: 1,
    parentName: 'Secretaria Regional das Finanças',
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
    ...overrides,
  };
}

/** A published entity as a row of the entity list (POST /records/entity/search answers), under the Regional Government (tests). */
export function entityListItem(overrides: Partial<RecordListItem> = {}): RecordListItem {
  const view = entityView({ state: RecordState.Published, startDate: '2020-11-24', parentId: 1, parentName: 'Governo Regional dos Açores' });
  const { kind, id, version, state, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName } = view;
  const header = { kind, id, version, state, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName };
  return { ...header, changedAt: '2024-01-01T00:00:00Z', organizationName: null, extra: { organizationTypeId: 2 }, ...overrides };
}
