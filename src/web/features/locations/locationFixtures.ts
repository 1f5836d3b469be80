import { DivisionType, LocationType } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import type { DivisionOption, RecordView } from '@/shared/records/contract';
import { emptyLocation, type LocationData } from '@/shared/records/location';

/** Two islands, their counties and parishes (a slice of the seeded Azores divisions). */
export const DIVISIONS: DivisionOption[] = [
  { id: 1, type: DivisionType.Island, code: 'SMG', name: 'São Miguel', parentId: null },
  { id: 2, type: DivisionType.Island, code: 'TER', name: 'Terceira', parentId: null },
  { id: 11, type: DivisionType.County, code: 'PDL', name: 'Ponta Delgada', parentId: 1 },
  { id: 12, type: DivisionType.County, code: 'LAG', name: 'Lagoa', parentId: 1 },
  { id: 21, type: DivisionType.County, code: 'AH', name: 'Angra do Heroísmo', parentId: 2 },
  { id: 111, type: DivisionType.Parish, code: 'SSB', name: 'São Sebastião', parentId: 11 },
  { id: 112, type: DivisionType.Parish, code: 'SPD', name: 'São Pedro', parentId: 11 },
  { id: 121, type: DivisionType.Parish, code: 'SCL', name: 'Santa Cruz', parentId: 12 },
  { id: 211, type: DivisionType.Parish, code: 'SE', name: 'Sé', parentId: 21 },
];

/** A heritage version as GET /records/location/{id}/{version} answers it (tests). */
export function locationView(overrides: Partial<RecordView<LocationData>> = {}): RecordView<LocationData> {
  const data: LocationData = {
    ...emptyLocation(),
    organizationId: 11,
    locationType: LocationType.Leased,
    address: 'Rua do Palácio, 1',
    zipCode: '9500-077',
    islandId: 1,
    countyId: 11,
    parishId: 111,
    latitude: '37.7412',
    longitude: '-25.6756',
    comments: 'Edifício classificado.',
  };
  return {
    kind: 'location',
    id: 31,
    version: 1,
    state: RecordState.Draft,
    code: 'PAT-1',
    name: 'Palácio da Conceição',
    abbreviation: 'PC',
    active: true,
    startDate: '2024-01-01',
    endDate: null,
    parentId: null,
    parentVersion: null,
    parentName: null,
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
