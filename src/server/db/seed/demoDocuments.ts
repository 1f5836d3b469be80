/**
 * Demo documents: published (version 1), owned by demo entities, marked data.demo = true, each with
 * one small PDF generated in code (demoPdf.ts) and stored through the attachment table like any
 * upload. Typed by the first 'documentType' reference item: without one (the object parameters not
 * seeded yet) nothing is written, and the step waits for a later start (seed.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import type { ReferenceCategory } from '@/shared/referenceLists';
import { storeBytes } from '../../attachments/attachmentStore';
import { allocateRecordIds } from '../../records/recordIds';
import { minimalPdf } from './demoPdf';
import type { Database, NewRecordVersion } from '../schema';
import { SEED_AUTHOR } from './demoTree';

interface DemoDocument {
  owner: string;
  code: string;
  abbreviation: string;
  name: string;
  description: string;
  file: string;
}

const START = '2021-01-04';

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    owner: 'DROAP',
    code: 'DOC-DROAP-001',
    abbreviation: 'GPA',
    name: 'Guia de procedimentos administrativos',
    description: 'Orientações gerais para a instrução de procedimentos na administração pública regional.',
    file: 'guia-procedimentos.pdf',
  },
  {
    owner: 'DRS',
    code: 'DOC-DRS-001',
    abbreviation: 'FRU',
    name: 'Formulário de inscrição no Serviço Regional de Saúde',
    description: 'Formulário para a inscrição de utentes num centro de saúde da Região.',
    file: 'formulario-inscricao.pdf',
  },
  {
    owner: 'DRE',
    code: 'DOC-DRE-001',
    abbreviation: 'RMAT',
    name: 'Regulamento de matrículas',
    description: 'Regras de matrícula e renovação de matrícula nas escolas da Região.',
    file: 'regulamento-matriculas.pdf',
  },
];

/** The first document type of the object parameters, or null. */
export async function firstDocumentType(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('reference_item')
    .select('id')
    .where('category', '=', 'documentType' satisfies ReferenceCategory)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Writes the demo documents whose owner exists; answers how many. Only into a catalogue without documents. */
export async function seedDemoDocuments(trx: Transaction<Database>): Promise<number> {
  const documentTypeId = await firstDocumentType(trx);
  if (documentTypeId === null) return 0;
  if (await trx.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.Document).limit(1).executeTakeFirst()) return 0;
  const owners = await trx
    .selectFrom('record_version')
    .select(['id', 'code'])
    .where('kind', '=', ObjectKind.Entity)
    .where('state', '=', RecordState.Published)
    .where(
      'code',
      'in',
      DEMO_DOCUMENTS.map((d) => d.owner),
    )
    // Demo entities only: a real entity that happens to bear a demo code owns no demo document.
    .where(sql<boolean>`(data->>'demo')::boolean IS TRUE`)
    .execute();
  const ownerId = new Map(owners.map((o) => [o.code, o.id]));
  const documents = DEMO_DOCUMENTS.filter((d) => ownerId.has(d.owner));
  if (documents.length === 0) return 0;
  let nextId = await allocateRecordIds(trx, ObjectKind.Document, documents.length);
  const rows: NewRecordVersion[] = [];
  for (const doc of documents) {
    const organizationId = ownerId.get(doc.owner) ?? null;
    const bytes = minimalPdfFor(doc);
    const attachmentId = await storeBytes(trx, bytes, 'application/pdf');
    rows.push({
      kind: ObjectKind.Document,
      id: nextId++,
      version: 1,
      state: RecordState.Published,
      code: doc.code,
      name: doc.name,
      abbreviation: doc.abbreviation,
      parent_id: null,
      parent_version: null,
      organization_id: organizationId,
      start_date: START,
      data: {
        demo: true,
        organizationId,
        documentTypeId,
        description: doc.description,
        attachments: [{ name: doc.file, size: bytes.length, mime: 'application/pdf', format: 'pdf', data: '', attachmentId }],
      },
      version_comment: 'Dados de demonstração',
      created_by: SEED_AUTHOR,
    });
  }
  await trx.insertInto('record_version').values(rows).execute();
  return rows.length;
}

function minimalPdfFor(doc: DemoDocument): Uint8Array {
  return minimalPdf(`${doc.name} (demonstracao)`);
}
