import { RecordState } from '@/shared/recordStates';
import type { LegislationOption, RecordListItem, RecordView } from '@/shared/records/contract';
import { emptyService, type ServiceData } from '@/shared/records/service';
import type { ReferenceCategory, ReferenceItem } from '@/shared/referenceLists';

/** A service version as GET /records/service/{id}/{version} answers it (tests). */
export function serviceView(overrides: Partial<RecordView<ServiceData>> = {}): RecordView<ServiceData> {
  const data: ServiceData = { ...emptyService(), organizationId: 11 };
  return {
    kind: 'service',
    id: 21,
    version: 1,
    state: RecordState.Draft,
    code: 'SRV-1',
    name: 'Licença de pesca lúdica',
    abbreviation: 'LPL',
    active: true,
    startDate: '2024-01-01',
    endDate: null,
    parentId: null,
    parentVersion: null,
    parentName: null,
    organizationId: 11,
    organizationName: 'Direção Regional da Saúde',
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

/** A published service as a row of the service list (tests). */
export function serviceListItem(overrides: Partial<RecordListItem> = {}): RecordListItem {
  const { kind, id, version, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName } = serviceView();
  const header = { kind, id, version, state: RecordState.Published, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName };
  return { ...header, changedAt: '2024-01-01T00:00:00Z', organizationName: 'Direção Regional da Saúde', extra: { serviceAreaId: 31 }, ...overrides };
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
