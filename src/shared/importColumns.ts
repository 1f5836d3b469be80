/**
 * The columns of each import type's template (SPEC §3.2, issue 12 §3): the header a file must carry
 * (Portuguese, exactly), whether it is required, the record field it fills and how its text is read.
 * Reference columns name what staff know — an entity's or a service's code, a reference item's
 * Portuguese name, a division's DICOFRE code — never database ids; the server turns them into ids and
 * the template lists the allowed values of the short lists.
 */
import { ImportType } from './enums';
import type { ReferenceCategory } from './referenceLists';

/** How a cell's text becomes a field's value. */
export type ImportCellFormat =
  /** Kept as text (trimmed). */
  | 'text'
  /** A day: DD/MM/AAAA as the screens write it, or YYYY-MM-DD (the reader writes a date cell so). */
  | 'date'
  /** Sim / Não (also S/N, Yes/No, true/false, 1/0). */
  | 'boolean'
  /** A list of texts separated by ';'. */
  | 'list'
  /** Plain text turned into the rich-text field's paragraphs. */
  | 'richText';

/** The kinds of record a column may name by code. */
type RecordRefKind = 'entity' | 'service' | 'pointOfCare' | 'location';

/** Where a reference column's allowed values come from. */
export type ImportReference =
  /** A record of that kind, by its code. */
  | { kind: 'record'; recordKind: RecordRefKind }
  /** An item of a reference list, by its Portuguese name. */
  | { kind: 'list'; category: ReferenceCategory }
  /** A member of an enumeration, by its Portuguese label. */
  | { kind: 'enum'; enumeration: 'groupKind' | 'locationType' }
  /** An Azores division of that level, by its DICOFRE code. */
  | { kind: 'division'; level: 'island' | 'county' | 'parish' };

export interface ImportColumn {
  header: string;
  required: boolean;
  /**
   * The input field it fills. A record reference fills the id field and its version field (the
   * published version): parentId → parentVersion, organizationId, locationId → locationVersion.
   */
  field: string;
  format: ImportCellFormat;
  reference?: ImportReference;
  /** For the template's notes row (Portuguese, the template's language). */
  description: string;
}

const DATE = 'DD/MM/AAAA';
const YES_NO = 'Sim ou Não';

/** The header columns every record kind's template starts with (the engine's columns). */
function headerColumns(nameHeader: string): ImportColumn[] {
  return [
    { header: 'Código', required: true, field: 'code', format: 'text', description: 'Código do registo; um código existente cria uma nova versão em rascunho desse registo' },
    { header: 'Sigla', required: true, field: 'abbreviation', format: 'text', description: 'Sigla' },
    { header: nameHeader, required: true, field: 'name', format: 'text', description: nameHeader },
    { header: 'Data de início', required: true, field: 'startDate', format: 'date', description: `Início de validade (${DATE})` },
    { header: 'Data de fim', required: false, field: 'endDate', format: 'date', description: `Fim de validade (${DATE}), posterior ao início` },
    { header: 'Ativo', required: false, field: 'active', format: 'boolean', description: `${YES_NO}; vazio: Sim` },
  ];
}

const VERSION_COMMENT: ImportColumn = { header: 'Comentário da versão', required: false, field: 'versionComment', format: 'text', description: 'Comentário da versão' };

/** A text column whose cell names something of `reference` (a code or a label, never an id: the server turns it into one). */
const referenceColumn = (field: string, header: string, reference: ImportReference, required: boolean, description: string): ImportColumn => ({
  header,
  required,
  field,
  format: 'text',
  reference,
  description,
});

/** A column naming a published record of `recordKind` by its code. */
const recordRef = (recordKind: RecordRefKind, field: string, header: string, required: boolean, description: string): ImportColumn =>
  referenceColumn(field, header, { kind: 'record', recordKind }, required, description);
const entity = (field: string, header: string, required: boolean, description: string): ImportColumn => recordRef('entity', field, header, required, description);

const list = (field: string, header: string, category: ReferenceCategory, required = false): ImportColumn =>
  referenceColumn(field, header, { kind: 'list', category }, required, `Um dos valores da folha «Valores» (${header})`);

/** An optional column naming a member of an enumeration by its Portuguese label. */
const enumerated = (field: string, header: string, enumeration: 'groupKind' | 'locationType', description: string): ImportColumn =>
  referenceColumn(field, header, { kind: 'enum', enumeration }, false, description);

/** An optional column naming an Azores division of `level` by its DICOFRE code. */
const division = (field: string, header: string, level: 'island' | 'county' | 'parish', description: string): ImportColumn =>
  referenceColumn(field, header, { kind: 'division', level }, false, description);

const flag = (field: string, header: string): ImportColumn => ({ header, required: false, field, format: 'boolean', description: `${YES_NO}; vazio: Não` });
const text = (field: string, header: string, description = header): ImportColumn => ({ header, required: false, field, format: 'text', description });

export const IMPORT_COLUMNS: Readonly<Record<ImportType, readonly ImportColumn[]>> = {
  [ImportType.Entity]: [
    ...headerColumns('Nome'),
    entity('parentId', 'Código da entidade-mãe', false, 'Código de uma entidade publicada, sob a qual a nova entidade fica'),
    list('organizationTypeId', 'Tipo de entidade', 'organizationType', true),
    enumerated('groupKind', 'Tipo de agrupamento', 'groupKind', 'Um dos valores da folha «Valores»; vazio: Administração Pública Regional'),
    text('nipc', 'NIPC', 'NIPC (9 algarismos)'),
    text('mission', 'Missão'),
    { header: 'Palavras-chave', required: false, field: 'keywords', format: 'list', description: 'Separadas por ;' },
    flag('canHaveServices', 'Pode ter serviços'),
    flag('canHavePointsOfCare', 'Pode ter pontos de atendimento'),
    flag('canManageServices', 'Pode gerir serviços'),
    text('address.street', 'Morada'),
    text('address.zipCode', 'Código postal', 'Código postal (0000-000)'),
    text('address.locality', 'Localidade'),
    VERSION_COMMENT,
  ],
  [ImportType.Service]: [
    ...headerColumns('Nome'),
    entity('organizationId', 'Código da entidade', true, 'Código da entidade publicada a que o serviço pertence (que pode ter serviços)'),
    recordRef('service', 'parentId', 'Código do serviço-pai', false, 'Código de um serviço publicado'),
    list('serviceAreaId', 'Área de serviço', 'serviceArea'),
    list('serviceCategoryId', 'Categoria', 'serviceCategory'),
    list('serviceSubCategoryId', 'Subcategoria', 'serviceSubCategory'),
    list('lifeEventId', 'Evento de vida', 'lifeEvent'),
    list('businessEventId', 'Evento de negócio', 'businessEvent'),
    { header: 'Procedimento', required: false, field: 'procedure', format: 'richText', description: 'Texto simples; cada linha um parágrafo' },
    text('cost', 'Custo'),
    text('availabilityPeriod', 'Período de disponibilidade'),
    flag('internal', 'Interno'),
    VERSION_COMMENT,
  ],
  [ImportType.ServicePoint]: [
    ...headerColumns('Nome do canal'),
    list('channelTypeId', 'Tipo de canal', 'channelType', true),
    entity('organizationId', 'Código da entidade anfitriã', true, 'Código da entidade publicada que pode ter pontos de atendimento'),
    recordRef('location', 'locationId', 'Código do património', false, 'Código de um património publicado (a localização)'),
    text('attendanceRestrictions', 'Restrições de atendimento'),
    VERSION_COMMENT,
  ],
  [ImportType.Heritage]: [
    ...headerColumns('Designação'),
    entity('organizationId', 'Código da entidade gestora', true, 'Código da entidade publicada que gere o património'),
    enumerated('locationType', 'Tipo de património', 'locationType', 'Adquirido ou Arrendado; vazio: Adquirido'),
    text('address', 'Morada'),
    text('zipCode', 'Código postal', 'Código postal (0000-000)'),
    division('islandId', 'Ilha (código)', 'island', 'Código DICOFRE da ilha (2 algarismos)'),
    division('countyId', 'Concelho (código)', 'county', 'Código DICOFRE do concelho (4 algarismos)'),
    division('parishId', 'Freguesia (código)', 'parish', 'Código DICOFRE da freguesia (6 algarismos)'),
    text('latitude', 'Latitude', 'Graus decimais (ex.: 37.7412)'),
    text('longitude', 'Longitude', 'Graus decimais (ex.: -25.6756)'),
    text('comments', 'Observações'),
    VERSION_COMMENT,
  ],
  [ImportType.ServicePointServiceAssociation]: [
    recordRef('pointOfCare', 'pointOfCare', 'Código do ponto de atendimento', true, 'Código do ponto de atendimento; recebe uma nova versão em rascunho com o serviço'),
    recordRef('service', 'service', 'Código do serviço', true, 'Código de um serviço publicado'),
  ],
};

/** The record kind each import type writes (the association writes points of care). */
export const IMPORT_RECORD_KIND = {
  [ImportType.Entity]: 'entity',
  [ImportType.Service]: 'service',
  [ImportType.ServicePoint]: 'pointOfCare',
  [ImportType.Heritage]: 'location',
  [ImportType.ServicePointServiceAssociation]: 'pointOfCare',
} as const satisfies Readonly<Record<ImportType, string>>;

export function isImportType(value: number): value is ImportType {
  return Object.hasOwn(IMPORT_COLUMNS, value);
}
