import { RecordState } from '@/shared/recordStates';
import type { LegislationOption, RecordListItem, RecordView } from '@/shared/records/contract';
import { emptyService, type ServiceData } from '@/shared/records/service';
import type { ReferenceCategory, ReferenceItem } from '@/shared/referenceLists';
import { listItemOfView, sampleRecordView } from '@/web/features/records/recordFixtures';

/** A service version as GET /records/service/{id}/{version} answers it (tests). */
export function serviceView(overrides: Partial<RecordView<ServiceData>> = {}): RecordView<ServiceData> {
  const data: ServiceData = { ...emptyService(), organizationId: 11 };
  return sampleRecordView(data, {
    kind: 'service',
    id: 21,
    code: 'SRV-1',
    name: 'Licença de pesca lúdica',
    abbreviation: 'LPL',
    organizationName: 'Direção Regional da Saúde',
    ...overrides,
  });
}

/** A published service as a row of the service list (tests). */
export function serviceListItem(overrides: Partial<RecordListItem> = {}): RecordListItem {
  return listItemOfView(serviceView({ state: RecordState.Published }), { extra: { serviceAreaId: 31 }, ...overrides });
}

/** One item of a reference list (tests). */
export function referenceItem(category: ReferenceCategory, id: number, labelPt: string, labelEn: string): ReferenceItem {
  return { id, category, labelPt, labelEn, active: true, sortOrder: id };
}

/** The service reference lists, one item each (tests); keyed by their GET path. */
export const SERVICE_REFERENCE_LISTS: Readonly<Record<string, ReferenceItem[]>> = {
  '/reference/serviceArea': [referenceItem('serviceArea', 31, 'Saúde', 'Health')],
  '/reference/serviceCategory': [referenceItem('serviceCategory', 32, 'Licenciamento', 'Licensing')],
  '/reference/serviceSubCategory': [referenceItem('serviceSubCategory', 33, 'Licenças', 'Licences')],
  '/reference/lifeEvent': [referenceItem('lifeEvent', 34, 'Nascimento', 'Birth')],
  '/reference/businessEvent': [referenceItem('businessEvent', 35, 'Abrir empresa', 'Starting a business')],
  '/reference/recipientType': [referenceItem('recipientType', 36, 'Cidadãos', 'Citizens')],
};

export const LEGISLATIONS: LegislationOption[] = [{ id: 41, type: 'decretoLegislativoRegional', number: '5/2020/A', date: '2020-03-12', title: 'Regime da pesca lúdica' }];
