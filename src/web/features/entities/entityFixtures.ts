import { RecordState } from '@/shared/recordStates';
import type { RecordListItem, RecordView } from '@/shared/records/contract';
import { emptyEntity, type EntityData } from '@/shared/records/entity';
import { listItemOfView, sampleRecordView } from '@/web/features/records/recordFixtures';

/** An entity version as GET /records/entity/{id}/{version} answers it (tests). */
export function entityView(overrides: Partial<RecordView<EntityData>> = {}): RecordView<EntityData> {
  // The header fields travel beside `data`; their copies inside it are harmless here.
  const data: EntityData = { ...emptyEntity(), organizationTypeId: 3 };
  return sampleRecordView(data, {
    kind: 'entity',
    id: 11,
    code: 'DRT',
    name: 'Direção Regional de Teste',
    abbreviation: 'DRT',
    parentId: 3,
    parentVersion: 1,
    parentName: 'Secretaria Regional das Finanças',
    ...overrides,
  });
}

/** A published entity as a row of the entity list (POST /records/entity/search answers), under the Regional Government (tests). */
export function entityListItem(overrides: Partial<RecordListItem> = {}): RecordListItem {
  const view = entityView({ state: RecordState.Published, startDate: '2020-11-24', parentId: 1, parentName: 'Governo Regional dos Açores' });
  return listItemOfView(view, { extra: { organizationTypeId: 2 }, ...overrides });
}
