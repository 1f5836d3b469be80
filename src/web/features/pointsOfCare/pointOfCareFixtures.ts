import type { RecordListItem, RecordView } from '@/shared/records/contract';
import type { OpeningHours } from '@/shared/records/openingHours';
import { emptyPointOfCare, type PointOfCareData } from '@/shared/records/pointOfCare';
import type { ReferenceItem } from '@/shared/referenceLists';
import { sampleListItem, sampleRecordView } from '@/web/features/records/recordFixtures';

/** The sample's hours: two intervals on the working days and Christmas closed (the create test enters the same). */
export const SAMPLE_OPENING_HOURS: OpeningHours = {
  weekly: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '12:30' },
    { days: [1, 2, 3, 4, 5], opens: '14:00', closes: '17:00' },
  ],
  exceptions: [{ date: '2026-12-25', closed: true, opens: '', closes: '', description: 'Natal' }],
};

/** A point-of-care version as GET /records/pointOfCare/{id}/{version} answers it (tests). */
export function pointOfCareView(overrides: Partial<RecordView<PointOfCareData>> = {}): RecordView<PointOfCareData> {
  const data: PointOfCareData = {
    ...emptyPointOfCare(),
    channelTypeId: 61,
    organizationId: 11,
    locationId: 31,
    locationVersion: 1,
    openingHours: SAMPLE_OPENING_HOURS,
    attendanceRestrictions: 'Atendimento por marcação.',
    contacts: [{ scope: 'public', type: 'phone', value: '296 000 000' }],
    services: [{ serviceId: 21, serviceVersion: 1 }],
  };
  return sampleRecordView(data, {
    kind: 'pointOfCare',
    id: 41,
    code: 'PA-1',
    name: 'Loja do Cidadão de Ponta Delgada',
    abbreviation: 'LCPD',
    organizationName: 'Direção Regional da Saúde',
    ...overrides,
  });
}

export const CHANNEL_TYPES: ReferenceItem[] = [
  { id: 61, category: 'channelType', labelPt: 'Presencial', labelEn: 'In person', active: true, sortOrder: 1 },
  { id: 62, category: 'channelType', labelPt: 'Telefónico', labelEn: 'Telephone', active: true, sortOrder: 2 },
];

/** A published record as a row of a kind's list (the pickers' options). */
export function publishedRow(kind: RecordListItem['kind'], id: number, name: string): RecordListItem {
  return sampleListItem(kind, id, { name });
}
