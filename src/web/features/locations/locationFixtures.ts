import { DivisionType, LocationType } from '@/shared/enums';
import type { DivisionOption, RecordView } from '@/shared/records/contract';
import { emptyLocation, type LocationData } from '@/shared/records/location';
import { sampleRecordView } from '@/web/features/records/recordFixtures';

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

/** Where the sample heritage stands: address, São Sebastião (Ponta Delgada, São Miguel), coordinates (the create test enters the same). */
export const SAMPLE_PLACE = {
  address: 'Rua do Palácio, 1',
  zipCode: '9500-077',
  islandId: 1,
  countyId: 11,
  parishId: 111,
  latitude: '37.7412',
  longitude: '-25.6756',
} satisfies Partial<LocationData>;

/** A heritage version as GET /records/location/{id}/{version} answers it (tests). */
export function locationView(overrides: Partial<RecordView<LocationData>> = {}): RecordView<LocationData> {
  const data: LocationData = {
    ...emptyLocation(),
    organizationId: 11,
    locationType: LocationType.Leased,
    ...SAMPLE_PLACE,
    comments: 'Edifício classificado.',
  };
  return sampleRecordView(data, {
    kind: 'location',
    id: 31,
    code: 'PAT-1',
    name: 'Palácio da Conceição',
    abbreviation: 'PC',
    ...overrides,
  });
}
