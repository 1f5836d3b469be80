import { RecordState } from '@/shared/recordStates';
import type { RecordListItem, RecordView } from '@/shared/records/contract';
import { emptyPointOfCare, type PointOfCareData } from '@/shared/records/pointOfCare';
import type { ReferenceItem } from '@/shared/referenceLists';

/** A point-of-care version as GET /records/pointOfCare/{id}/{version} answers it (tests). */
export function pointOfCareView(overrides: Partial<RecordView<PointOfCareData>> = {}): RecordView<PointOfCareData> {
  const data: PointOfCareData = {
    ...emptyPointOfCare(),
    channelTypeId: 61,
    organizationId: 11,
    locationId: 31,
    locationVersion: 1,
    openingHours: {
      weekly: [
        { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '12:30' },
        { days: [1, 2, 3, 4, 5], opens: '14:00', closes: '17:00' },
      ],
      exceptions: [{ date: '2026-12-25', closed: true, opens: '', closes: '', description: 'Natal' }],
    },
    attendanceRestrictions: 'Atendimento por marcação.',
    contacts: [{ scope: 'public', type: 'phone', value: '296 000 000' }],
    services: [{ serviceId: 21, serviceVersion: 1 }],
  };
  return {
    kind: 'pointOfCare',
    id: 41,
    version: 1,
    state: RecordState.Draft,
    code: 'PA-1',
    name: 'Loja do Cidadão de Ponta Delgada',
    abbreviation: 'LCPD',
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

export const CHANNEL_TYPES: ReferenceItem[] = [
  { id: 61, category: 'channelType', labelPt: 'Presencial', labelEn: 'In person', active: true, sortOrder: 1 },
  { id: 62, category: 'channelType', labelPt: 'Telefónico', labelEn: 'Telephone', active: true, sortOrder: 2 },
];

/** A published record as a row of a kind's list (the pickers' options). */
export function publishedRow(kind: RecordListItem['kind'], id: number, name: string): RecordListItem {
  return {
    kind,
    id,
    version: 1,
    state: RecordState.Published,
    code: `C${id}`,
    name,
    abbreviation: `A${id}`,
    active: true,
    startDate: '2024-01-01',
    endDate: null,
    parentId: null,
    parentVersion: null,
    parentName: null,
    changedAt: '2024-01-01T00:00:00Z',
    organizationName: null,
    extra: {},
  };
}
