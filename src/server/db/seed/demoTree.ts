/**
 * A small demo organic tree of the regional government: published entities (version 1) marked with
 * data.demo = true, so demo content is recognisable and removable. Names follow the XIII/XIV regional
 * governments' structure; they illustrate, they are not an official registry.
 */
import type { Transaction } from 'kysely';
import { GroupKind, ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { allocateRecordIds } from '../../records/recordIds';
import type { Database, NewRecordVersion } from '../schema';

/** Who the seed writes in created_by. */
export const SEED_AUTHOR = 'system';

/**
 * Entity types the demo uses. The object-parameters issue seeds the entity-type parameter with these
 * ids (1 government, 2 regional secretariat, 3 regional directorate).
 */
export const DEMO_ORGANIZATION_TYPE = { Government: 1, RegionalSecretariat: 2, RegionalDirectorate: 3 } as const;

interface DemoEntity {
  code: string;
  abbreviation: string;
  name: string;
  startDate: string;
  type: number;
  children?: DemoEntity[];
}

/** The XIII regional government took office on 24 November 2020. */
const TERM_START = '2020-11-24';
const { Government, RegionalSecretariat, RegionalDirectorate } = DEMO_ORGANIZATION_TYPE;

export const DEMO_TREE: DemoEntity = {
  code: 'GRA',
  abbreviation: 'GRA',
  name: 'Governo Regional dos Açores',
  startDate: '1976-09-08',
  type: Government,
  children: [
    { code: 'PGR', abbreviation: 'PGR', name: 'Presidência do Governo Regional', startDate: TERM_START, type: RegionalSecretariat },
    {
      code: 'SRFPAP',
      abbreviation: 'SRFPAP',
      name: 'Secretaria Regional das Finanças, Planeamento e Administração Pública',
      startDate: TERM_START,
      type: RegionalSecretariat,
      children: [
        { code: 'DROT', abbreviation: 'DROT', name: 'Direção Regional do Orçamento e Tesouro', startDate: TERM_START, type: RegionalDirectorate },
        { code: 'DROAP', abbreviation: 'DROAP', name: 'Direção Regional da Organização e Administração Pública', startDate: TERM_START, type: RegionalDirectorate },
      ],
    },
    {
      code: 'SRSD',
      abbreviation: 'SRSD',
      name: 'Secretaria Regional da Saúde e Desporto',
      startDate: TERM_START,
      type: RegionalSecretariat,
      children: [{ code: 'DRS', abbreviation: 'DRS', name: 'Direção Regional da Saúde', startDate: TERM_START, type: RegionalDirectorate }],
    },
    {
      code: 'SRECD',
      abbreviation: 'SRECD',
      name: 'Secretaria Regional da Educação, Cultura e Desporto',
      startDate: TERM_START,
      type: RegionalSecretariat,
      children: [{ code: 'DRE', abbreviation: 'DRE', name: 'Direção Regional da Educação e Administração Educativa', startDate: TERM_START, type: RegionalDirectorate }],
    },
    { code: 'SRMP', abbreviation: 'SRMP', name: 'Secretaria Regional do Mar e das Pescas', startDate: TERM_START, type: RegionalSecretariat },
  ],
};

function count(entity: DemoEntity): number {
  return 1 + (entity.children ?? []).reduce((sum, c) => sum + count(c), 0);
}

/** Inserts the tree, parents before children; answers how many entities it wrote. */
export async function seedDemoTree(trx: Transaction<Database>): Promise<number> {
  let nextId = await allocateRecordIds(trx, ObjectKind.Entity, count(DEMO_TREE));
  const rows: NewRecordVersion[] = [];
  const visit = (entity: DemoEntity, parentId: number | null) => {
    const id = nextId++;
    rows.push({
      kind: ObjectKind.Entity,
      id,
      version: 1,
      state: RecordState.Published,
      code: entity.code,
      name: entity.name,
      abbreviation: entity.abbreviation,
      parent_id: parentId,
      parent_version: parentId === null ? null : 1,
      organization_id: id,
      start_date: entity.startDate,
      data: {
        demo: true,
        organizationTypeId: entity.type,
        groupKind: GroupKind.RegionalPublicAdministration,
        // The directorates provide the services and run the points of care of the demo.
        canHaveServices: entity.type === RegionalDirectorate,
        canHavePointsOfCare: entity.type === RegionalDirectorate,
      },
      version_comment: 'Dados de demonstração',
      created_by: SEED_AUTHOR,
    });
    for (const child of entity.children ?? []) visit(child, id);
  };
  visit(DEMO_TREE, null);
  await trx.insertInto('record_version').values(rows).execute();
  return rows.length;
}
