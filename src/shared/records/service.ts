/**
 * The service kind: its fields (SPEC §3 Service, §3.2 processing times) and the one validation schema
 * that checks the edit form in the browser and the body on the server. A service belongs to an entity
 * that may have services (`organizationId`); it may hang under a parent service (`parentId`, which
 * must be published, SPEC §5) and names the documents a citizen needs (published document versions).
 */
import * as yup from 'yup';
import { enumValues, PROCESSING_TIME_UNITS, ProcessingTimeType, type ProcessingTimeUnit } from '../enums';
import { INPUT_LIMITS, LIMITS } from '../limits';
import { exceedsRichTextLimit } from '../richText';
import { messageRef as m } from '../validation';
import type { RecordHeaderFields, StoredAttachment } from './entity';
import { anyText, attachmentSchema, checked, emptyHeader, flag, FORMAT, HEADER_FIELD_LABELS, headerSchemaFields, id, list, number, required, text, url } from './schemaParts';

/** One stage of an advanced processing time (SPEC §3.2: simplified or advanced). */
export interface ProcessingStage {
  description: string;
  value: number;
  unit: ProcessingTimeUnit;
}

/**
 * Our reading of "processing times (simplified or advanced)": simplified is one duration (value and
 * unit); advanced is a list of stages, each described with its own duration (CPSV-AP's processingTime
 * is one duration; the stages add up for the public text).
 */
export interface ProcessingTime {
  type: ProcessingTimeType;
  value: number | null;
  unit: ProcessingTimeUnit | null;
  stages: ProcessingStage[];
}

/** A document a citizen must bring: a published document version. */
export interface NecessaryDocument {
  documentId: number;
  documentVersion: number;
}

export interface ServiceData {
  /** The entity the service belongs to (one that may have services). */
  organizationId: number | null;
  /** Object parameters (reference lists): the service area is the search form's "serviceType". */
  serviceAreaId: number | null;
  serviceCategoryId: number | null;
  serviceSubCategoryId: number | null;
  lifeEventId: number | null;
  businessEventId: number | null;
  /** Rich text (HTML, kept to the server's allow-list). */
  procedure: string;
  procedureDiagram: StoredAttachment | null;
  processingTime: ProcessingTime;
  recipientTypeIds: number[];
  /** Ids of the settings' legislations. */
  legislationIds: number[];
  necessaryDocuments: NecessaryDocument[];
  cost: string;
  availabilityPeriod: string;
  internal: boolean;
  /** Dematerialised electronic form: its address, process id, external system id and form call address. */
  virtual: boolean;
  virtualUrl: string;
  processId: string;
  externalSystemId: string;
  formCallUrl: string;
  stateSupport: boolean;
  stateSupportUrl: string;
  portal: boolean;
  portalUrl: string;
  flowUrl: string;
  flowPlatform: string;
  flowProcessId: string;
  generic1: string;
  generic2: string;
  generic3: string;
}

export interface ServiceInput extends RecordHeaderFields, ServiceData {
  /** The parent service (optional), which must be published. */
  parentId: number | null;
  parentVersion: number | null;
}

/** Our choices (the spec is silent): the procedure's limit counted on plain text, and list sizes. */
export const SERVICE_LIMITS = {
  procedureMaxCharacters: 20_000,
  processingStagesMaxItems: 20,
  recipientTypesMaxItems: 50,
  legislationsMaxItems: 100,
  necessaryDocumentsMaxItems: 100,
  /** Cost and availability period: short texts, a little longer than a name. */
  costMaxLength: LIMITS.textareaMaxLength,
  availabilityPeriodMaxLength: LIMITS.textareaMaxLength,
  /** Processing durations: whole numbers of the chosen unit. */
  durationMax: 100_000,
} as const;

const duration = () => number().integer(FORMAT).min(0, FORMAT).max(SERVICE_LIMITS.durationMax, FORMAT);
const unit = () => yup.mixed<ProcessingTimeUnit>().oneOf(PROCESSING_TIME_UNITS, FORMAT);
/** An address that is required while its flag is set (virtual, state support, portal). */
const urlWhen = (flagField: keyof ServiceData) =>
  url()
    .default('')
    .test(`${flagField}-url`, m('required'), function check(value) {
      return this.parent[flagField] !== true || Boolean(value);
    });

const processingStageSchema = checked(
  yup.object({
    description: required(),
    value: duration().required(m('required')),
    unit: unit().required(m('required')),
  }),
);

export const processingTimeSchema = checked(
  yup.object({
    type: number().oneOf(enumValues(ProcessingTimeType), FORMAT).default(ProcessingTimeType.Simplified),
    value: duration().nullable().default(null),
    unit: unit().nullable().default(null),
    stages: list(processingStageSchema, SERVICE_LIMITS.processingStagesMaxItems).default([]),
  }),
)
  // A simplified time with a value names its unit (and a unit its value); an advanced one has stages.
  .test('processing-time', m('required'), function check(time) {
    if (!time) return true;
    if (time.type === ProcessingTimeType.Simplified) {
      if ((time.value === null) !== (time.unit === null)) return this.createError({ path: `${this.path}.${time.value === null ? 'value' : 'unit'}`, message: m('required') });
      return true;
    }
    return time.stages.length > 0 || this.createError({ path: `${this.path}.stages`, message: m('required') });
  });

export const serviceSchema = checked(
  yup.object({
    ...headerSchemaFields(),
    parentId: id().nullable().default(null),
    parentVersion: id().nullable().default(null),
    organizationId: id().nullable().required(m('required')),
    serviceAreaId: id().nullable().default(null),
    serviceCategoryId: id().nullable().default(null),
    serviceSubCategoryId: id().nullable().default(null),
    lifeEventId: id().nullable().default(null),
    businessEventId: id().nullable().default(null),
    procedure: anyText()
      .max(INPUT_LIMITS.stringMaxLength * 5, m('maxCharacters'))
      .default('')
      .test('procedure-length', m('maxCharacters'), (html) => !exceedsRichTextLimit(html, SERVICE_LIMITS.procedureMaxCharacters))
      // The limit the form's counter shows (characters without markup); the max above bounds the raw HTML.
      .meta({ maxCharacters: SERVICE_LIMITS.procedureMaxCharacters }),
    procedureDiagram: attachmentSchema({ maxBytes: INPUT_LIMITS.fileMaxBytes, imagesOnly: false, stored: true }).nullable().default(null),
    processingTime: processingTimeSchema.default({ type: ProcessingTimeType.Simplified, value: null, unit: null, stages: [] }),
    recipientTypeIds: list(id().required(m('required')), SERVICE_LIMITS.recipientTypesMaxItems).default([]),
    legislationIds: list(id().required(m('required')), SERVICE_LIMITS.legislationsMaxItems).default([]),
    necessaryDocuments: list(
      checked(yup.object({ documentId: id().required(m('required')), documentVersion: id().required(m('required')) })),
      SERVICE_LIMITS.necessaryDocumentsMaxItems,
    ).default([]),
    cost: text(SERVICE_LIMITS.costMaxLength).default(''),
    availabilityPeriod: text(SERVICE_LIMITS.availabilityPeriodMaxLength).default(''),
    internal: flag().default(false),
    virtual: flag().default(false),
    virtualUrl: urlWhen('virtual'),
    processId: text().default(''),
    externalSystemId: text().default(''),
    formCallUrl: url().default(''),
    stateSupport: flag().default(false),
    stateSupportUrl: urlWhen('stateSupport'),
    portal: flag().default(false),
    portalUrl: urlWhen('portal'),
    flowUrl: url().default(''),
    flowPlatform: text().default(''),
    flowProcessId: text().default(''),
    generic1: text(LIMITS.textareaMaxLength).default(''),
    generic2: text(LIMITS.textareaMaxLength).default(''),
    generic3: text(LIMITS.textareaMaxLength).default(''),
  }),
);

export function emptyService(): ServiceInput {
  return {
    ...emptyHeader(),
    parentId: null,
    parentVersion: null,
    organizationId: null,
    serviceAreaId: null,
    serviceCategoryId: null,
    serviceSubCategoryId: null,
    lifeEventId: null,
    businessEventId: null,
    procedure: '',
    procedureDiagram: null,
    processingTime: { type: ProcessingTimeType.Simplified, value: null, unit: null, stages: [] },
    recipientTypeIds: [],
    legislationIds: [],
    necessaryDocuments: [],
    cost: '',
    availabilityPeriod: '',
    internal: false,
    virtual: false,
    virtualUrl: '',
    processId: '',
    externalSystemId: '',
    formCallUrl: '',
    stateSupport: false,
    stateSupportUrl: '',
    portal: false,
    portalUrl: '',
    flowUrl: '',
    flowPlatform: '',
    flowProcessId: '',
    generic1: '',
    generic2: '',
    generic3: '',
  };
}

/** Field labels (form, detail, server messages and the change log). */
export const SERVICE_FIELD_LABELS: Readonly<Record<keyof ServiceInput, { pt: string; en: string }>> = {
  ...HEADER_FIELD_LABELS,
  code: { pt: 'Código do serviço', en: 'Service code' },
  parentId: { pt: 'Serviço-pai', en: 'Parent service' },
  parentVersion: { pt: 'Versão do serviço-pai', en: 'Parent service version' },
  organizationId: { pt: 'Entidade', en: 'Entity' },
  serviceAreaId: { pt: 'Área de serviço', en: 'Service area' },
  serviceCategoryId: { pt: 'Categoria', en: 'Category' },
  serviceSubCategoryId: { pt: 'Subcategoria', en: 'Sub-category' },
  lifeEventId: { pt: 'Evento de vida', en: 'Life event' },
  businessEventId: { pt: 'Evento de negócio', en: 'Business event' },
  procedure: { pt: 'Procedimento', en: 'Procedure' },
  procedureDiagram: { pt: 'Diagrama do procedimento', en: 'Procedure diagram' },
  processingTime: { pt: 'Prazo de resposta', en: 'Processing time' },
  recipientTypeIds: { pt: 'Destinatários', en: 'Recipients' },
  legislationIds: { pt: 'Legislação', en: 'Legislation' },
  necessaryDocuments: { pt: 'Documentos necessários', en: 'Necessary documents' },
  cost: { pt: 'Custo', en: 'Cost' },
  availabilityPeriod: { pt: 'Período de disponibilidade', en: 'Availability period' },
  internal: { pt: 'Serviço interno', en: 'Internal service' },
  virtual: { pt: 'Formulário eletrónico desmaterializado', en: 'Dematerialised electronic form' },
  virtualUrl: { pt: 'Endereço do formulário eletrónico', en: 'Electronic form address' },
  processId: { pt: 'Identificador do processo', en: 'Process id' },
  externalSystemId: { pt: 'Identificador no sistema externo', en: 'External system id' },
  formCallUrl: { pt: 'Endereço de chamada do formulário', en: 'Form call address' },
  stateSupport: { pt: 'Apoio do Estado', en: 'State support' },
  stateSupportUrl: { pt: 'Endereço do apoio do Estado', en: 'State support address' },
  portal: { pt: 'Disponível no portal', en: 'Available on the portal' },
  portalUrl: { pt: 'Endereço no portal', en: 'Portal address' },
  flowUrl: { pt: 'Endereço do fluxo/processo', en: 'Flow/process address' },
  flowPlatform: { pt: 'Plataforma do fluxo/processo', en: 'Flow/process platform' },
  flowProcessId: { pt: 'Identificador do fluxo/processo', en: 'Flow/process id' },
  generic1: { pt: 'Campo genérico 1', en: 'Generic field 1' },
  generic2: { pt: 'Campo genérico 2', en: 'Generic field 2' },
  generic3: { pt: 'Campo genérico 3', en: 'Generic field 3' },
};

/** Labels of an advanced processing time's stage fields. */
export const PROCESSING_STAGE_LABELS: Readonly<Record<keyof ProcessingStage, { pt: string; en: string }>> = {
  description: { pt: 'Etapa', en: 'Stage' },
  value: { pt: 'Duração', en: 'Duration' },
  unit: { pt: 'Unidade', en: 'Unit' },
};
