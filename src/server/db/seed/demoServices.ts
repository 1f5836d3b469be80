/**
 * Demo services of the demo tree's regional directorates (the entities that may have services):
 * published (version 1), marked with data.demo = true like the demo tree. A few fill every field;
 * one hangs under another (a sub-service). They illustrate the catalogue; they are not an official
 * registry of the regional government's services.
 */
import type { Transaction } from 'kysely';
import { ObjectKind, ProcessingTimeType } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { emptyService, type ServiceInput } from '@/shared/records/service';
import { allocateRecordIds } from '../../records/recordIds';
import type { Database, NewRecordVersion } from '../schema';
import { demoRecordVersion } from './demoRecordVersion';

/** The reference items and legislations a demo service names, by their seeded Portuguese label or number. */
interface DemoRefs {
  serviceArea?: string;
  serviceCategory?: string;
  serviceSubCategory?: string;
  lifeEvent?: string;
  businessEvent?: string;
  recipientTypes?: string[];
  legislations?: string[];
}

interface DemoService {
  owner: string;
  /** The code of the demo service it hangs under. */
  parent?: string;
  refs: DemoRefs;
  input: Partial<ServiceInput> & Pick<ServiceInput, 'code' | 'abbreviation' | 'name' | 'startDate'>;
}

const CPA = '4/2015';

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    owner: 'DRS',
    refs: {
      serviceArea: 'Saúde',
      serviceCategory: 'Reembolsos e pagamentos',
      serviceSubCategory: 'Pedido inicial',
      lifeEvent: 'Deslocar-se entre ilhas',
      recipientTypes: ['Cidadão'],
      legislations: [CPA, '2/2009'],
    },
    input: {
      code: 'SRV-DRS-001',
      abbreviation: 'RDD',
      name: 'Reembolso de despesas de deslocação de doentes entre ilhas',
      startDate: '2021-03-01',
      procedure:
        '<p>O utente deslocado para tratamento noutra ilha ou fora da Região pede o reembolso das despesas de transporte e alojamento.</p>' +
        '<ol><li>Entregue o requerimento na unidade de saúde de ilha da sua área de residência.</li>' +
        '<li>Junte a credencial do médico assistente e os comprovativos de despesa.</li>' +
        '<li>A Direção Regional da Saúde analisa o pedido e comunica a decisão.</li></ol>',
      processingTime: {
        type: ProcessingTimeType.Advanced,
        value: null,
        unit: null,
        stages: [
          { description: 'Análise do requerimento', value: 10, unit: 'days' },
          { description: 'Decisão e pagamento', value: 20, unit: 'days' },
        ],
      },
      cost: 'Gratuito',
      availabilityPeriod: 'Dias úteis, das 9h00 às 16h00',
      virtual: true,
      virtualUrl: 'https://portal.azores.gov.pt/servicos/reembolso-deslocacao-doentes',
      processId: 'DRS-RDD',
      externalSystemId: 'SRS-0001',
      formCallUrl: 'https://formularios.azores.gov.pt/drs/rdd',
      portal: true,
      portalUrl: 'https://portal.azores.gov.pt/web/drs',
      flowUrl: 'https://fluxos.azores.gov.pt/drs/rdd',
      flowPlatform: 'Plataforma de gestão documental',
      flowProcessId: 'PRC-DRS-0001',
      generic1: 'Serviço com atendimento prioritário para doentes oncológicos',
    },
  },
  {
    owner: 'DRS',
    refs: { serviceArea: 'Saúde', serviceCategory: 'Licenças e autorizações', businessEvent: 'Licenciar uma atividade', recipientTypes: ['Empresa'], legislations: [CPA] },
    input: {
      code: 'SRV-DRS-002',
      abbreviation: 'LUPS',
      name: 'Licenciamento de unidades privadas de prestação de cuidados de saúde',
      startDate: '2021-03-01',
      procedure: '<p>Pedido de licença de funcionamento de clínicas, consultórios e laboratórios privados.</p><p>Inclui a <strong>vistoria</strong> das instalações.</p>',
      processingTime: { type: ProcessingTimeType.Simplified, value: 60, unit: 'days', stages: [] },
      cost: 'Taxa conforme tabela em vigor',
    },
  },
  {
    owner: 'DROT',
    refs: {
      serviceArea: 'Finanças e Orçamento',
      serviceCategory: 'Certidões e declarações',
      serviceSubCategory: 'Pedido inicial',
      businessEvent: 'Contratar com a Região',
      recipientTypes: ['Cidadão', 'Empresa'],
      legislations: [CPA],
    },
    input: {
      code: 'SRV-DROT-001',
      abbreviation: 'CNDR',
      name: 'Emissão de certidão de não dívida à Região Autónoma dos Açores',
      startDate: '2021-01-04',
      procedure: '<p>Certidão que comprova a inexistência de dívidas à Região, exigida nos procedimentos de contratação pública.</p>',
      processingTime: { type: ProcessingTimeType.Simplified, value: 5, unit: 'days', stages: [] },
      cost: 'Gratuito',
      availabilityPeriod: 'Todo o ano',
      virtual: true,
      virtualUrl: 'https://portal.azores.gov.pt/servicos/certidao-nao-divida',
      stateSupport: true,
      stateSupportUrl: 'https://www.portaldasfinancas.gov.pt',
    },
  },
  {
    owner: 'DROAP',
    refs: {
      serviceArea: 'Administração Pública',
      serviceCategory: 'Inscrições e registos',
      lifeEvent: 'Procurar emprego',
      recipientTypes: ['Trabalhador da administração pública regional'],
      legislations: ['35/2014'],
    },
    input: {
      code: 'SRV-DROAP-001',
      abbreviation: 'FORAP',
      name: 'Inscrição em ações de formação da administração pública regional',
      startDate: '2021-02-01',
      procedure: '<p>Inscrição dos trabalhadores em funções públicas nas ações do plano regional de formação.</p>',
      processingTime: { type: ProcessingTimeType.Simplified, value: 15, unit: 'days', stages: [] },
      cost: 'Gratuito',
      internal: true,
    },
  },
  {
    owner: 'DRE',
    refs: {
      serviceArea: 'Educação',
      serviceCategory: 'Inscrições e registos',
      serviceSubCategory: 'Pedido inicial',
      lifeEvent: 'Ir para a escola',
      recipientTypes: ['Cidadão', 'Estudante'],
      legislations: [CPA],
    },
    input: {
      code: 'SRV-DRE-001',
      abbreviation: 'MATR',
      name: 'Matrícula no ensino básico e secundário',
      startDate: '2021-04-15',
      procedure:
        '<p>Primeira matrícula e renovação de matrícula nas escolas públicas da Região.</p>' +
        '<ul><li>Cartão de cidadão do aluno e do encarregado de educação</li><li>Boletim de vacinas atualizado</li></ul>',
      processingTime: { type: ProcessingTimeType.Simplified, value: 10, unit: 'days', stages: [] },
      cost: 'Gratuito',
      availabilityPeriod: 'De 15 de abril a 15 de junho',
      virtual: true,
      virtualUrl: 'https://portal.azores.gov.pt/servicos/matriculas',
      portal: true,
      portalUrl: 'https://portal.azores.gov.pt/web/dre',
    },
  },
  {
    owner: 'DRE',
    parent: 'SRV-DRE-001',
    refs: {
      serviceArea: 'Educação',
      serviceCategory: 'Inscrições e registos',
      serviceSubCategory: 'Alteração de dados',
      lifeEvent: 'Mudar de residência',
      recipientTypes: ['Estudante'],
    },
    input: {
      code: 'SRV-DRE-002',
      abbreviation: 'TRANSF',
      name: 'Pedido de transferência de escola',
      startDate: '2021-04-15',
      procedure: '<p>Transferência do aluno para outra escola da Região, por mudança de residência ou outro motivo atendível.</p>',
      processingTime: { type: ProcessingTimeType.Simplified, value: 8, unit: 'days', stages: [] },
      cost: 'Gratuito',
    },
  },
];

/** Answers how many services it wrote: none without the demo directorates (another catalogue's data). */
export async function seedDemoServices(trx: Transaction<Database>): Promise<number> {
  const owners = await trx
    .selectFrom('record_version')
    .select(['id', 'code'])
    .where('kind', '=', ObjectKind.Entity)
    .where('state', '=', RecordState.Published)
    .where('code', 'in', [...new Set(DEMO_SERVICES.map((s) => s.owner))])
    .where((eb) => eb.ref('data', '->>').key('demo'), '=', 'true')
    .execute();
  const ownerId = new Map(owners.map((o) => [o.code ?? '', o.id]));
  if (ownerId.size === 0) return 0;
  const items = await trx.selectFrom('reference_item').select(['id', 'category', 'label_pt']).execute();
  const itemId = (category: string, label: string | undefined) =>
    label === undefined ? null : (items.find((i) => i.category === category && i.label_pt === label)?.id ?? null);
  const legislations = await trx.selectFrom('legislation').select(['id', 'number']).execute();
  const legislationIds = (numbers: string[] = []) => numbers.flatMap((n) => legislations.filter((l) => l.number === n).map((l) => l.id));

  const wanted = DEMO_SERVICES.filter((s) => ownerId.has(s.owner));
  let nextId = await allocateRecordIds(trx, ObjectKind.Service, wanted.length);
  const idByCode = new Map<string, number>();
  const rows: NewRecordVersion[] = wanted.map((service) => {
    const id = nextId++;
    idByCode.set(service.input.code, id);
    const parentId = service.parent === undefined ? null : (idByCode.get(service.parent) ?? null);
    const { refs } = service;
    const input: ServiceInput = {
      ...emptyService(),
      ...service.input,
      parentId,
      parentVersion: parentId === null ? null : 1,
      organizationId: ownerId.get(service.owner) ?? null,
      serviceAreaId: itemId('serviceArea', refs.serviceArea),
      serviceCategoryId: itemId('serviceCategory', refs.serviceCategory),
      serviceSubCategoryId: itemId('serviceSubCategory', refs.serviceSubCategory),
      lifeEventId: itemId('lifeEvent', refs.lifeEvent),
      businessEventId: itemId('businessEvent', refs.businessEvent),
      recipientTypeIds: (refs.recipientTypes ?? []).flatMap((label) => itemId('recipientType', label) ?? []),
      legislationIds: legislationIds(refs.legislations),
      versionComment: 'Dados de demonstração',
    };
    return demoRecordVersion(ObjectKind.Service, id, input);
  });
  // Parents first (the list's order), so a sub-service's parent id is known when it is built.
  await trx.insertInto('record_version').values(rows).execute();
  return rows.length;
}
