/**
 * First content of the reference lists. The entity form's: entity types (their order gives the ids
 * the demo tree uses: 1 government, 2 regional secretariat, 3 regional directorate) and relation
 * types. The service, point-of-care and document forms' (SERVICE_SEED, a seed step of its own so that
 * databases seeded before it get it too): service areas, categories, sub-categories, life and
 * business events, recipient types, channel types and document types. Administrators extend them on
 * the object-parameters page.
 */
import type { Transaction } from 'kysely';
import type { ReferenceCategory } from '@/shared/referenceLists';
import type { Database } from '../schema';

const SEED: Readonly<Partial<Record<ReferenceCategory, readonly (readonly [string, string])[]>>> = {
  organizationType: [
    ['Governo Regional', 'Regional Government'],
    ['Secretaria Regional', 'Regional Secretariat'],
    ['Direção Regional', 'Regional Directorate'],
    ['Instituto público', 'Public institute'],
    ['Serviço desconcentrado', 'Devolved service'],
    ['Empresa pública regional', 'Regional public company'],
    ['Autarquia local', 'Local authority'],
    ['Pasta', 'Folder'],
  ],
  relatedEntityType: [
    ['Tutela', 'Oversight'],
    ['Superintendência', 'Superintendence'],
    ['Parceria', 'Partnership'],
    ['Sucessora', 'Successor'],
  ],
};

/** Plausible content for the Azores regional administration; labels Portuguese first, English complete. */
const SERVICE_SEED: Readonly<Partial<Record<ReferenceCategory, readonly (readonly [string, string])[]>>> = {
  serviceArea: [
    ['Saúde', 'Health'],
    ['Educação', 'Education'],
    ['Finanças e Orçamento', 'Finance and Budget'],
    ['Administração Pública', 'Public Administration'],
    ['Ambiente e Alterações Climáticas', 'Environment and Climate Change'],
    ['Agricultura e Desenvolvimento Rural', 'Agriculture and Rural Development'],
    ['Mar e Pescas', 'Sea and Fisheries'],
    ['Transportes e Mobilidade', 'Transport and Mobility'],
    ['Cultura', 'Culture'],
    ['Emprego e Formação Profissional', 'Employment and Vocational Training'],
    ['Solidariedade Social', 'Social Solidarity'],
  ],
  serviceCategory: [
    ['Licenças e autorizações', 'Licences and permits'],
    ['Certidões e declarações', 'Certificates and declarations'],
    ['Apoios e incentivos', 'Grants and incentives'],
    ['Inscrições e registos', 'Enrolments and registrations'],
    ['Reembolsos e pagamentos', 'Refunds and payments'],
    ['Informação e atendimento', 'Information and assistance'],
  ],
  serviceSubCategory: [
    ['Pedido inicial', 'First application'],
    ['Renovação', 'Renewal'],
    ['Alteração de dados', 'Change of details'],
    ['Segunda via', 'Replacement copy'],
    ['Cancelamento', 'Cancellation'],
  ],
  lifeEvent: [
    ['Nascimento de um filho', 'Having a child'],
    ['Ir para a escola', 'Going to school'],
    ['Procurar emprego', 'Looking for a job'],
    ['Mudar de residência', 'Moving house'],
    ['Cuidar da saúde', 'Looking after your health'],
    ['Deslocar-se entre ilhas', 'Travelling between islands'],
    ['Reformar-se', 'Retiring'],
  ],
  businessEvent: [
    ['Criar uma empresa', 'Starting a business'],
    ['Licenciar uma atividade', 'Licensing an activity'],
    ['Contratar trabalhadores', 'Hiring staff'],
    ['Candidatar-se a apoios', 'Applying for support'],
    ['Contratar com a Região', 'Contracting with the Region'],
    ['Encerrar uma empresa', 'Closing a business'],
  ],
  recipientType: [
    ['Cidadão', 'Citizen'],
    ['Empresa', 'Business'],
    ['Entidade pública', 'Public body'],
    ['Associação ou IPSS', 'Association or private social-solidarity institution'],
    ['Trabalhador da administração pública regional', 'Regional public administration employee'],
    ['Estudante', 'Student'],
  ],
  channelType: [
    ['Presencial', 'In person'],
    ['Telefone', 'Telephone'],
    ['Correio eletrónico', 'Email'],
    ['Portal online', 'Online portal'],
    ['Correio postal', 'Post'],
  ],
  documentType: [
    ['Requerimento', 'Application form'],
    ['Declaração', 'Declaration'],
    ['Certidão', 'Certificate'],
    ['Formulário', 'Form'],
    ['Regulamento', 'Regulation'],
    ['Atestado', 'Attestation'],
    ['Comprovativo', 'Proof'],
    ['Guia informativo', 'Information guide'],
  ],
};

async function insertCategories(trx: Transaction<Database>, seed: typeof SEED): Promise<void> {
  for (const [category, items] of Object.entries(seed)) {
    await trx
      .insertInto('reference_item')
      .values(items.map(([pt, en], i) => ({ category, label_pt: pt, label_en: en, sort_order: i + 1 })))
      .execute();
  }
}

export async function seedReferenceItems(trx: Transaction<Database>): Promise<void> {
  await insertCategories(trx, SEED);
}

/**
 * The service, point-of-care and document lists. On a database seeded before this step, a list an
 * administrator has started by hand is left alone.
 */
export async function seedServiceReferenceItems(trx: Transaction<Database>): Promise<void> {
  const started = await trx.selectFrom('reference_item').select('category').distinct().execute();
  const skip = new Set(started.map((r) => r.category));
  await insertCategories(trx, Object.fromEntries(Object.entries(SERVICE_SEED).filter(([category]) => !skip.has(category))));
}
