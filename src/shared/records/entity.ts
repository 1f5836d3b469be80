/**
 * The entity (organisation) kind: its fields (SPEC §3 Entity, Contact) and the one validation schema
 * that checks the edit form in the browser and the body on the server.
 */
import * as yup from 'yup';
import { GroupKind } from '../enums';
import { LIMITS } from '../limits';
import { isValidEmail, isValidNipc, isValidZipCode, VALIDATION_MESSAGES } from '../validation';

export const CONTACT_SCOPES = ['public', 'internal'] as const;
export const CONTACT_TYPES = ['phone', 'mobile', 'fax', 'email', 'website'] as const;
export type ContactScope = (typeof CONTACT_SCOPES)[number];
export type ContactType = (typeof CONTACT_TYPES)[number];

export interface Contact {
  scope: ContactScope;
  type: ContactType;
  value: string;
}

export interface Address {
  street: string;
  zipCode: string;
  locality: string;
  /** The parish (freguesia) division id, or null. */
  parishId: number | null;
}

export interface Attachment {
  name: string;
  size: number;
  mime: string;
  format: string;
  /** base64 */
  data: string;
}

export interface RelatedEntity {
  organizationId: number;
  organizationVersion: number;
  relationTypeId: number;
}

/** Fields the engine stores in columns (common to every kind). */
export interface RecordHeaderFields {
  code: string;
  abbreviation: string;
  name: string;
  startDate: string;
  endDate: string | null;
  active: boolean;
  versionComment: string;
}

export interface EntityData {
  organizationTypeId: number | null;
  groupKind: GroupKind;
  nipc: string;
  mission: string;
  legislation: string;
  keywords: string[];
  logo: Attachment | null;
  economicActivityCode: string | null;
  canHaveServices: boolean;
  canHavePointsOfCare: boolean;
  canManageServices: boolean;
  relatedEntities: RelatedEntity[];
  contacts: Contact[];
  address: Address;
  territorialScope: number[];
}

export interface EntityInput extends RecordHeaderFields, EntityData {
  parentId: number | null;
  parentVersion: number | null;
}

const M = VALIDATION_MESSAGES;
const text = (max: number = LIMITS.textMaxLength) => yup.string().trim().max(max, M.maxCharacters.pt);
const required = (max?: number) => text(max).required(M.required.pt);
const isoDate = yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.format.pt, excludeEmptyString: true });

export const contactSchema = yup.object({
  scope: yup.mixed<ContactScope>().oneOf(CONTACT_SCOPES).required(M.required.pt),
  type: yup.mixed<ContactType>().oneOf(CONTACT_TYPES).required(M.required.pt),
  value: required().test('contact-email', M.email.pt, function check(value) {
    return this.parent.type !== 'email' || !value || isValidEmail(value);
  }),
});

export const entitySchema = yup.object({
  code: required(),
  abbreviation: required(),
  name: required(),
  startDate: isoDate.required(M.required.pt),
  endDate: isoDate.nullable().default(null),
  active: yup.boolean().default(true),
  versionComment: text(LIMITS.textareaMaxLength).default(''),
  parentId: yup.number().integer().positive().nullable().default(null),
  parentVersion: yup.number().integer().positive().nullable().default(null),
  organizationTypeId: yup.number().integer().positive().nullable().required(M.required.pt),
  groupKind: yup.number().oneOf(Object.values(GroupKind).filter((v): v is number => typeof v === 'number')).default(GroupKind.RegionalPublicAdministration),
  nipc: text(9).default('').test('nipc', M.nipc.pt, (v) => !v || isValidNipc(v)),
  mission: yup.string().max(20_000, M.maxCharacters.pt).default(''),
  legislation: text(LIMITS.textareaMaxLength).default(''),
  keywords: yup.array(required()).default([]),
  logo: yup
    .object({ name: required(255), size: yup.number().min(0).required(), mime: yup.string().matches(/^image\//, M.format.pt).required(), format: text(10).required(), data: yup.string().required() })
    .nullable()
    .default(null),
  economicActivityCode: yup.string().matches(/^(?:[A-U]|\d{2,5})$/, { message: M.format.pt, excludeEmptyString: true }).nullable().default(null),
  canHaveServices: yup.boolean().default(false),
  canHavePointsOfCare: yup.boolean().default(false),
  canManageServices: yup.boolean().default(false),
  relatedEntities: yup
    .array(yup.object({ organizationId: yup.number().integer().positive().required(), organizationVersion: yup.number().integer().positive().required(), relationTypeId: yup.number().integer().positive().required(M.required.pt) }))
    .default([]),
  contacts: yup.array(contactSchema).default([]),
  address: yup
    .object({
      street: text().default(''),
      zipCode: text(8).default('').test('zip', M.zipCode.pt, (v) => !v || isValidZipCode(v)),
      locality: text().default(''),
      parishId: yup.number().integer().positive().nullable().default(null),
    })
    .default({ street: '', zipCode: '', locality: '', parishId: null }),
  territorialScope: yup.array(yup.number().integer().positive().required()).default([]),
});

export function emptyEntity(): EntityInput {
  return {
    code: '',
    abbreviation: '',
    name: '',
    startDate: '',
    endDate: null,
    active: true,
    versionComment: '',
    parentId: null,
    parentVersion: null,
    organizationTypeId: null,
    groupKind: GroupKind.RegionalPublicAdministration,
    nipc: '',
    mission: '',
    legislation: '',
    keywords: [],
    logo: null,
    economicActivityCode: null,
    canHaveServices: false,
    canHavePointsOfCare: false,
    canManageServices: false,
    relatedEntities: [],
    contacts: [],
    address: { street: '', zipCode: '', locality: '', parishId: null },
    territorialScope: [],
  };
}

/** Field labels (form, detail and change log 'Field: old != new'). */
export const ENTITY_FIELD_LABELS: Readonly<Record<keyof EntityInput, { pt: string; en: string }>> = {
  code: { pt: 'Código', en: 'Code' },
  abbreviation: { pt: 'Sigla', en: 'Abbreviation' },
  name: { pt: 'Nome', en: 'Name' },
  startDate: { pt: 'Data de início de validade', en: 'Validity start date' },
  endDate: { pt: 'Data de fim de validade', en: 'Validity end date' },
  active: { pt: 'Pública/ativa', en: 'Public/active' },
  versionComment: { pt: 'Comentário da versão', en: 'Version comment' },
  parentId: { pt: 'Entidade-mãe', en: 'Parent entity' },
  parentVersion: { pt: 'Versão da entidade-mãe', en: 'Parent entity version' },
  organizationTypeId: { pt: 'Tipo de entidade', en: 'Entity type' },
  groupKind: { pt: 'Tipo de agrupamento', en: 'Group type' },
  nipc: { pt: 'NIPC', en: 'NIPC' },
  mission: { pt: 'Missão', en: 'Mission' },
  legislation: { pt: 'Legislação', en: 'Legislation' },
  keywords: { pt: 'Palavras-chave', en: 'Keywords' },
  logo: { pt: 'Logótipo', en: 'Logo' },
  economicActivityCode: { pt: 'Atividade económica (CAE)', en: 'Economic activity (CAE)' },
  canHaveServices: { pt: 'Pode ter serviços', en: 'Can have services' },
  canHavePointsOfCare: { pt: 'Pode ter pontos de atendimento', en: 'Can have points of care' },
  canManageServices: { pt: 'Pode gerir serviços', en: 'Can manage services' },
  relatedEntities: { pt: 'Entidades relacionadas', en: 'Related entities' },
  contacts: { pt: 'Contactos', en: 'Contacts' },
  address: { pt: 'Morada', en: 'Address' },
  territorialScope: { pt: 'Âmbito territorial', en: 'Territorial scope' },
};

export const CONTACT_SCOPE_LABELS: Readonly<Record<ContactScope, { pt: string; en: string }>> = {
  public: { pt: 'Público', en: 'Public' },
  internal: { pt: 'Interno', en: 'Internal' },
};

export const CONTACT_TYPE_LABELS: Readonly<Record<ContactType, { pt: string; en: string }>> = {
  phone: { pt: 'Telefone', en: 'Phone' },
  mobile: { pt: 'Telemóvel', en: 'Mobile' },
  fax: { pt: 'Fax', en: 'Fax' },
  email: { pt: 'Email', en: 'Email' },
  website: { pt: 'Sítio web', en: 'Website' },
};
