/**
 * Demo points of care: published (version 1), hosted by demo directorates (which may have points of
 * care, demoTree.ts), located at demo heritage records, with structured weekly hours, a holiday and
 * the demo services they provide; marked data.demo = true. One provides a service of another entity,
 * so the search's `organization` (an entity owning a provided service) and `organizationHost` differ.
 */
import { sql, type Transaction } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import type { Contact } from '@/shared/records/entity';
import type { OpeningHours } from '@/shared/records/openingHours';
import { emptyPointOfCare, type PointOfCareInput } from '@/shared/records/pointOfCare';
import type { ReferenceCategory } from '@/shared/referenceLists';
import { allocateRecordIds } from '../../records/recordIds';
import type { Database, NewRecordVersion } from '../schema';
import { demoRecordVersion } from './demoRecordVersion';

interface DemoPointOfCare {
  host: string;
  /** The channel type's Portuguese label (object parameters). */
  channelType: string;
  /** The demo heritage record's code. */
  location: string;
  /** The demo services' codes. */
  services: string[];
  input: Pick<PointOfCareInput, 'code' | 'abbreviation' | 'name' | 'attendanceRestrictions'> & { openingHours: OpeningHours; contacts: Contact[] };
}

const START = '2021-03-01';
const WORKDAYS = [1, 2, 3, 4, 5] as PointOfCareInput['openingHours']['weekly'][number]['days'];
/** Workdays 09:00–12:30 and 14:00–17:00: the week of the two offices that close for lunch. */
const OFFICE_HOURS_WITH_LUNCH_BREAK: PointOfCareInput['openingHours']['weekly'] = [
  { days: WORKDAYS, opens: '09:00', closes: '12:30' },
  { days: WORKDAYS, opens: '14:00', closes: '17:00' },
];
const CHRISTMAS = { date: '2026-12-25', closed: true, opens: '', closes: '', description: 'Natal' };

export const DEMO_POINTS_OF_CARE: readonly DemoPointOfCare[] = [
  {
    host: 'DRS',
    channelType: 'Presencial',
    location: 'PAT-0004',
    services: ['SRV-DRS-001', 'SRV-DRS-002'],
    input: {
      code: 'PA-DRS-001',
      abbreviation: 'BADRS',
      name: 'Balcão de atendimento da Direção Regional da Saúde',
      attendanceRestrictions: 'Atendimento por ordem de chegada; prioridade a pessoas com deficiência, grávidas e idosos.',
      openingHours: {
        weekly: OFFICE_HOURS_WITH_LUNCH_BREAK,
        exceptions: [CHRISTMAS],
      },
      contacts: [
        { scope: 'public', type: 'phone', value: '295 204 200' },
        { scope: 'public', type: 'email', value: 'atendimento.drs@azores.gov.pt' },
      ],
    },
  },
  {
    host: 'DROAP',
    channelType: 'Presencial',
    location: 'PAT-0002',
    services: ['SRV-DROAP-001', 'SRV-DROT-001'],
    input: {
      code: 'PA-DROAP-001',
      abbreviation: 'LAPD',
      name: 'Loja de atendimento ao cidadão de Ponta Delgada',
      attendanceRestrictions: '',
      openingHours: {
        weekly: [
          { days: WORKDAYS, opens: '09:00', closes: '16:00' },
          { days: [6], opens: '09:00', closes: '12:00' },
        ],
        exceptions: [CHRISTMAS, { date: '2026-12-24', closed: false, opens: '09:00', closes: '12:00', description: 'Véspera de Natal' }],
      },
      contacts: [{ scope: 'public', type: 'phone', value: '296 301 000' }],
    },
  },
  {
    host: 'DRE',
    channelType: 'Presencial',
    location: 'PAT-0005',
    services: ['SRV-DRE-001', 'SRV-DRE-002'],
    input: {
      code: 'PA-DRE-001',
      abbreviation: 'ATDRE',
      name: 'Atendimento de matrículas da Horta',
      attendanceRestrictions: 'Com marcação prévia durante o período de matrículas.',
      openingHours: {
        weekly: OFFICE_HOURS_WITH_LUNCH_BREAK,
        exceptions: [],
      },
      contacts: [{ scope: 'public', type: 'email', value: 'matriculas.dre@azores.gov.pt' }],
    },
  },
];

/** Published demo records of a kind by code: id and version. */
async function demoVersions(trx: Transaction<Database>, kind: ObjectKind, codes: readonly string[]) {
  const rows = await trx
    .selectFrom('record_version')
    .select(['id', 'version', 'code'])
    .where('kind', '=', kind)
    .where('state', '=', RecordState.Published)
    .where('code', 'in', [...new Set(codes)])
    .where(sql<boolean>`(data->>'demo')::boolean IS TRUE`)
    .execute();
  return new Map(rows.map((r) => [r.code, { id: r.id, version: r.version }]));
}

/**
 * Writes the demo points of care whose host, location and services exist as demo records; answers how
 * many. Only into a catalogue without points of care.
 */
export async function seedDemoPointsOfCare(trx: Transaction<Database>): Promise<number> {
  if (await trx.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.PointOfCare).limit(1).executeTakeFirst()) return 0;
  const hosts = await demoVersions(
    trx,
    ObjectKind.Entity,
    DEMO_POINTS_OF_CARE.map((p) => p.host),
  );
  const locations = await demoVersions(
    trx,
    ObjectKind.Location,
    DEMO_POINTS_OF_CARE.map((p) => p.location),
  );
  const services = await demoVersions(
    trx,
    ObjectKind.Service,
    DEMO_POINTS_OF_CARE.flatMap((p) => p.services),
  );
  const channelTypes = await trx
    .selectFrom('reference_item')
    .select(['id', 'label_pt'])
    .where('category', '=', 'channelType' satisfies ReferenceCategory)
    .execute();
  const channelTypeId = (label: string) => channelTypes.find((c) => c.label_pt === label)?.id ?? null;

  const wanted = DEMO_POINTS_OF_CARE.filter((p) => hosts.has(p.host) && locations.has(p.location) && channelTypeId(p.channelType) !== null);
  if (wanted.length === 0) return 0;
  let nextId = await allocateRecordIds(trx, ObjectKind.PointOfCare, wanted.length);
  const rows: NewRecordVersion[] = wanted.map((point) => {
    const location = locations.get(point.location);
    const input: PointOfCareInput = {
      ...emptyPointOfCare(),
      ...point.input,
      startDate: START,
      channelTypeId: channelTypeId(point.channelType),
      organizationId: hosts.get(point.host)?.id ?? null,
      locationId: location?.id ?? null,
      locationVersion: location?.version ?? null,
      services: point.services.flatMap((code) => {
        const service = services.get(code);
        return service ? [{ serviceId: service.id, serviceVersion: service.version }] : [];
      }),
      versionComment: 'Dados de demonstração',
    };
    return demoRecordVersion(ObjectKind.PointOfCare, nextId++, input);
  });
  await trx.insertInto('record_version').values(rows).execute();
  return rows.length;
}
