/**
 * The point-of-care kind (SPEC §3 Point of care): a channel through which an entity attends the
 * public — its channel name (the record's name), channel type, host entity (one that may have points
 * of care), location (a heritage record), structured opening hours, attendance restrictions, contacts
 * and the services it provides. One validation schema checks the edit form and the body on the server;
 * that a service is associated only once answers -225 on the server, and the form refuses it first.
 */
import * as yup from 'yup';

import { messageRef as m } from '../validation';
import { contactSchema, type Contact, type RecordHeaderFields } from './entity';
import { emptyOpeningHours, openingHoursSchema, type OpeningHours } from './openingHours';
import { checked, emptyHeader, HEADER_FIELD_LABELS, headerSchemaFields, id, list, text } from './schemaParts';

/** A service the point of care provides (a versioned reference, SPEC §3). */
export interface AssociatedService {
  serviceId: number;
  serviceVersion: number;
}

export interface PointOfCareData {
  channelTypeId: number | null;
  /** The host entity (one that may have points of care). */
  organizationId: number | null;
  locationId: number | null;
  locationVersion: number | null;
  openingHours: OpeningHours;
  attendanceRestrictions: string;
  contacts: Contact[];
  services: AssociatedService[];
}

export interface PointOfCareInput extends RecordHeaderFields, PointOfCareData {}

/** Our choices (the spec is silent). */
export const POINT_OF_CARE_LIMITS = { restrictionsMaxLength: 2000, contactsMaxItems: 50, servicesMaxItems: 500 } as const;

export const pointOfCareSchema = checked(
  yup.object({
    ...headerSchemaFields(),
    channelTypeId: id().nullable().required(m('required')),
    organizationId: id().nullable().required(m('required')),
    locationId: id().nullable().default(null),
    locationVersion: id().nullable().default(null),
    openingHours: openingHoursSchema.default(emptyOpeningHours()),
    attendanceRestrictions: text(POINT_OF_CARE_LIMITS.restrictionsMaxLength).default(''),
    contacts: list(contactSchema, POINT_OF_CARE_LIMITS.contactsMaxItems).default([]),
    services: list(checked(yup.object({ serviceId: id().required(m('required')), serviceVersion: id().required(m('required')) })), POINT_OF_CARE_LIMITS.servicesMaxItems)
      .default([])
      // The same service twice: the server answers -225; the form names the row.
      .test('service-once', m('serviceAlreadyProvided'), function check(rows) {
        const ids = Array.isArray(rows) ? rows.map((row: unknown) => (row && typeof row === 'object' ? (row as { serviceId?: unknown }).serviceId : undefined)) : [];
        const repeated = ids.findIndex((serviceId, i) => typeof serviceId === 'number' && ids.indexOf(serviceId) !== i);
        return repeated < 0 || this.createError({ path: `${this.path}[${repeated}]`, message: m('serviceAlreadyProvided') });
      }),
  }),
)
  // A location is an id and a version, both or neither.
  .test('location-pair', m('required'), function check(value) {
    if (!value || (value.locationId === null) === (value.locationVersion === null)) return true;
    return this.createError({ path: value.locationId === null ? 'locationId' : 'locationVersion', message: m('required') });
  });

export function emptyPointOfCare(): PointOfCareInput {
  return {
    ...emptyHeader(),
    channelTypeId: null,
    organizationId: null,
    locationId: null,
    locationVersion: null,
    openingHours: emptyOpeningHours(),
    attendanceRestrictions: '',
    contacts: [],
    services: [],
  };
}

/** Field labels (form, detail, server messages and the change log). */
export const POINT_OF_CARE_FIELD_LABELS: Readonly<Record<keyof PointOfCareInput, { pt: string; en: string }>> = {
  ...HEADER_FIELD_LABELS,
  name: { pt: 'Nome do canal', en: 'Channel name' },
  channelTypeId: { pt: 'Tipo de canal', en: 'Channel type' },
  organizationId: { pt: 'Entidade anfitriã', en: 'Host entity' },
  locationId: { pt: 'Localização', en: 'Location' },
  locationVersion: { pt: 'Versão da localização', en: 'Location version' },
  openingHours: { pt: 'Horário de funcionamento', en: 'Opening hours' },
  attendanceRestrictions: { pt: 'Restrições de atendimento', en: 'Attendance restrictions' },
  contacts: { pt: 'Contactos', en: 'Contacts' },
  services: { pt: 'Serviços associados', en: 'Associated services' },
};
