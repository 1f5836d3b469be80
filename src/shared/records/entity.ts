/**
 * The entity (organisation) kind: its fields (SPEC §3 Entity, Contact) and the one validation schema
 * that checks the edit form in the browser and the body on the server.
 */
import * as yup from 'yup';
import { enumValues, GroupKind } from '../enums';
import { INPUT_LIMITS, LIMITS, SETTINGS_TEXT_LIMITS } from '../limits';
import { isValidEmail, isValidNipc, isValidZipCode, messageRef as m } from '../validation';
import { anyText, attachmentSchema, checked, emptyHeader, flag, FORMAT, HEADER_FIELD_LABELS, headerSchemaFields, id, list, number, required, text } from './schemaParts';

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

/** An attachment as a saved record carries it (documents, a service's diagram): the bytes are kept apart, under `attachmentId`. */
export interface StoredAttachment extends Attachment {
  /** Null until the server has stored the bytes (a file just chosen travels with its data). */
  attachmentId: number | null;
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

// Messages are references to the §5 texts (messageRef, here `m`), never words in one language: the
// SPA shows them in the interface language, the server answers them in both (validationText).

export const contactSchema = checked(
  yup.object({
    scope: yup.mixed<ContactScope>().oneOf(CONTACT_SCOPES, FORMAT).required(m('required')),
    type: yup.mixed<ContactType>().oneOf(CONTACT_TYPES, FORMAT).required(m('required')),
    value: required().test('contact-email', m('email'), function check(value) {
      return this.parent.type !== 'email' || !value || isValidEmail(value);
    }),
  }),
);

export const entitySchema = checked(
  yup.object({
    ...headerSchemaFields(),
    parentId: id().nullable().default(null),
    parentVersion: id().nullable().default(null),
    organizationTypeId: id().nullable().required(m('required')),
    groupKind: number().oneOf(enumValues(GroupKind), FORMAT).default(GroupKind.RegionalPublicAdministration),
    nipc: text(9)
      .default('')
      .test('nipc', m('nipc'), (v) => !v || isValidNipc(v)),
    mission: anyText().max(INPUT_LIMITS.missionMaxLength, m('maxCharacters')).default(''),
    legislation: text(LIMITS.textareaMaxLength).default(''),
    keywords: list(required(), INPUT_LIMITS.keywordsMaxItems).default([]),
    logo: attachmentSchema({ maxBytes: INPUT_LIMITS.logoMaxBytes, imagesOnly: true, stored: false }).nullable().default(null),
    economicActivityCode: anyText()
      .max(SETTINGS_TEXT_LIMITS.economicActivityCode, m('maxCharacters'))
      .matches(/^(?:[A-U]|\d{2,5})$/, { message: FORMAT, excludeEmptyString: true })
      .nullable()
      .default(null),
    canHaveServices: flag().default(false),
    canHavePointsOfCare: flag().default(false),
    canManageServices: flag().default(false),
    relatedEntities: list(
      checked(yup.object({ organizationId: id().required(m('required')), organizationVersion: id().required(m('required')), relationTypeId: id().required(m('required')) })),
      INPUT_LIMITS.relatedEntitiesMaxItems,
    ).default([]),
    contacts: list(contactSchema, INPUT_LIMITS.contactsMaxItems).default([]),
    address: checked(
      yup.object({
        street: text().default(''),
        zipCode: text(8)
          .default('')
          .test('zip', m('zipCode'), (v) => !v || isValidZipCode(v)),
        locality: text().default(''),
        parishId: id().nullable().default(null),
      }),
    ).default({ street: '', zipCode: '', locality: '', parishId: null }),
    territorialScope: list(id().required(m('required')), INPUT_LIMITS.territorialScopeMaxItems).default([]),
  }),
);

export function emptyEntity(): EntityInput {
  return {
    ...emptyHeader(),
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
  ...HEADER_FIELD_LABELS,
  active: { pt: 'Pública/ativa', en: 'Public/active' },
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
