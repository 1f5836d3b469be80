/**
 * Demo heritage (locations): published (version 1), managed by demo entities, marked data.demo = true
 * like the demo tree, placed in São Miguel, Terceira, Faial and Pico by the seeded divisions' DICOFRE
 * codes, with plausible addresses, postal codes and coordinates (the records' map shows them). They
 * illustrate the catalogue; they are not an inventory of the regional government's buildings.
 */
import { sql, type Transaction } from 'kysely';
import { DivisionType, LocationType, ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { emptyLocation, type LocationInput } from '@/shared/records/location';
import { allocateRecordIds } from '../../records/recordIds';
import type { Database, NewRecordVersion } from '../schema';
import { demoRecordVersion } from './demoRecordVersion';

interface DemoLocation {
  /** The code of the managing demo entity. */
  manager: string;
  /** The parish's DICOFRE code: its county and island follow from it (the first 4 and 2 digits). */
  parish: string;
  input: Pick<LocationInput, 'code' | 'abbreviation' | 'name' | 'locationType' | 'address' | 'zipCode' | 'latitude' | 'longitude' | 'comments'>;
}

const START = '2021-01-04';

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  {
    manager: 'PGR',
    parish: '420312',
    input: {
      code: 'PAT-0001',
      abbreviation: 'PCONC',
      name: 'Palácio da Conceição',
      locationType: LocationType.Acquired,
      address: 'Largo do Colégio, Palácio da Conceição',
      zipCode: '9504-520',
      latitude: '37.7412',
      longitude: '-25.6756',
      comments: 'Sede da Presidência do Governo Regional em Ponta Delgada.',
    },
  },
  {
    manager: 'DROAP',
    parish: '420313',
    input: {
      code: 'PAT-0002',
      abbreviation: 'LAPD',
      name: 'Loja de atendimento de Ponta Delgada',
      locationType: LocationType.Leased,
      address: 'Rua Dr. Aristides da Mota, 31',
      zipCode: '9500-054',
      latitude: '37.7395',
      longitude: '-25.6690',
      comments: '',
    },
  },
  {
    manager: 'DROT',
    parish: '420510',
    input: {
      code: 'PAT-0003',
      abbreviation: 'DRG',
      name: 'Delegação da Ribeira Grande',
      locationType: LocationType.Leased,
      address: 'Rua de Nossa Senhora da Conceição, 12',
      zipCode: '9600-509',
      latitude: '37.8209',
      longitude: '-25.5192',
      comments: '',
    },
  },
  {
    manager: 'DRS',
    parish: '430105',
    input: {
      code: 'PAT-0004',
      abbreviation: 'SREM',
      name: 'Solar dos Remédios',
      locationType: LocationType.Acquired,
      address: 'Solar dos Remédios, Rua da Sé',
      zipCode: '9700-144',
      latitude: '38.6546',
      longitude: '-27.2179',
      comments: 'Edifício classificado; acesso por rampa na entrada lateral.',
    },
  },
  {
    manager: 'DRE',
    parish: '470108',
    input: {
      code: 'PAT-0005',
      abbreviation: 'EDHT',
      name: 'Edifício da Educação da Horta',
      locationType: LocationType.Acquired,
      address: 'Rua Walter Bensaúde, 14',
      zipCode: '9900-142',
      latitude: '38.5363',
      longitude: '-28.6266',
      comments: '',
    },
  },
  {
    manager: 'DRS',
    parish: '460204',
    input: {
      code: 'PAT-0006',
      abbreviation: 'CSMAD',
      name: 'Centro de Saúde da Madalena',
      locationType: LocationType.Acquired,
      address: 'Avenida Machado Serpa, 2',
      zipCode: '9950-302',
      latitude: '38.5358',
      longitude: '-28.5268',
      comments: '',
    },
  },
];

/** Writes the demo heritage whose manager and divisions exist; answers how many. Only into a catalogue without heritage. */
export async function seedDemoLocations(trx: Transaction<Database>): Promise<number> {
  if (await trx.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.Location).limit(1).executeTakeFirst()) return 0;
  const managers = await trx
    .selectFrom('record_version')
    .select(['id', 'code'])
    .where('kind', '=', ObjectKind.Entity)
    .where('state', '=', RecordState.Published)
    .where('code', 'in', [...new Set(DEMO_LOCATIONS.map((l) => l.manager))])
    // Demo entities only: a real entity that happens to bear a demo code manages no demo heritage.
    .where(sql<boolean>`(data->>'demo')::boolean IS TRUE`)
    .execute();
  const managerId = new Map(managers.map((m) => [m.code, m.id]));
  const codes = DEMO_LOCATIONS.flatMap((l) => [l.parish, l.parish.slice(0, 4), l.parish.slice(0, 2)]);
  const divisions = await trx
    .selectFrom('division')
    .select(['id', 'code', 'type'])
    .where('code', 'in', [...new Set(codes)])
    .execute();
  const divisionId = (code: string, type: DivisionType) => divisions.find((d) => d.code === code && d.type === type)?.id ?? null;

  const wanted = DEMO_LOCATIONS.filter((l) => managerId.has(l.manager) && divisionId(l.parish, DivisionType.Parish) !== null);
  if (wanted.length === 0) return 0;
  let nextId = await allocateRecordIds(trx, ObjectKind.Location, wanted.length);
  const rows: NewRecordVersion[] = wanted.map((location) => {
    const input: LocationInput = {
      ...emptyLocation(),
      ...location.input,
      startDate: START,
      organizationId: managerId.get(location.manager) ?? null,
      islandId: divisionId(location.parish.slice(0, 2), DivisionType.Island),
      countyId: divisionId(location.parish.slice(0, 4), DivisionType.County),
      parishId: divisionId(location.parish, DivisionType.Parish),
      versionComment: 'Dados de demonstração',
    };
    return demoRecordVersion(ObjectKind.Location, nextId++, input);
  });
  await trx.insertInto('record_version').values(rows).execute();
  return rows.length;
}
