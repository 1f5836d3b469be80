/**
 * The heritage (location) kind: its fields (SPEC §3 Location, §3.2 location types, §5 zip code and
 * coordinates) and the one validation schema that checks the edit form in the browser and the body on
 * the server. Island, county and parish are Azores divisions chosen in cascade; that each lies within
 * the one before is checked by the server against the seeded divisions. A heritage record is managed
 * by an entity (our decision, the spec lists no owner): its managing entity's subtree scopes the
 * heritage permissions 21–23 exactly as the owner's subtree scopes the other kinds' (SPEC §6).
 */
import * as yup from 'yup';
import { enumValues, LocationType } from '../enums';
import { LIMITS } from '../limits';
import { isValidCoordinate, isValidZipCode, messageRef as m } from '../validation';
import type { RecordHeaderFields } from './entity';
import { checked, emptyHeader, FORMAT, HEADER_FIELD_LABELS, headerSchemaFields, id, number, text } from './schemaParts';

export interface LocationData {
  /** The managing entity (any published entity). */
  organizationId: number | null;
  locationType: LocationType;
  address: string;
  /** '####-###' or empty. */
  zipCode: string;
  islandId: number | null;
  countyId: number | null;
  parishId: number | null;
  /** Decimal degrees as typed (up to 13 decimals, SPEC §5), kept as text so no digit is lost; empty when unknown. */
  latitude: string;
  longitude: string;
  comments: string;
}

export interface LocationInput extends RecordHeaderFields, LocationData {}

/** Our choices (the spec is silent). */
export const LOCATION_LIMITS = { addressMaxLength: LIMITS.textareaMaxLength, commentsMaxLength: 2000 } as const;

/** SPEC §5's coordinate form, within the range of a latitude (±90) or a longitude (±180). */
const coordinate = (limit: number) =>
  text(LIMITS.coordinateMaxDecimals + 5)
    .default('')
    .test('coordinate', m('coordinate'), (value) => !value || (isValidCoordinate(value) && Math.abs(Number(value)) <= limit));

export const locationSchema = checked(
  yup.object({
    ...headerSchemaFields(),
    organizationId: id().nullable().required(m('required')),
    locationType: number().oneOf(enumValues(LocationType), FORMAT).required(m('required')),
    address: text(LOCATION_LIMITS.addressMaxLength).default(''),
    zipCode: text(8)
      .default('')
      .test('zip', m('zipCode'), (v) => !v || isValidZipCode(v)),
    islandId: id().nullable().default(null),
    countyId: id().nullable().default(null),
    parishId: id().nullable().default(null),
    latitude: coordinate(90),
    longitude: coordinate(180),
    comments: text(LOCATION_LIMITS.commentsMaxLength).default(''),
  }),
)
  // A point has both coordinates or none.
  .test('coordinates-pair', m('required'), function check(value) {
    if (!value || typeof value.latitude !== 'string' || typeof value.longitude !== 'string') return true;
    if (Boolean(value.latitude) === Boolean(value.longitude)) return true;
    return this.createError({ path: value.latitude ? 'longitude' : 'latitude', message: m('required') });
  });

export function emptyLocation(): LocationInput {
  return {
    ...emptyHeader(),
    organizationId: null,
    locationType: LocationType.Acquired,
    address: '',
    zipCode: '',
    islandId: null,
    countyId: null,
    parishId: null,
    latitude: '',
    longitude: '',
    comments: '',
  };
}

/** Field labels (form, detail, server messages and the change log). */
export const LOCATION_FIELD_LABELS: Readonly<Record<keyof LocationInput, { pt: string; en: string }>> = {
  ...HEADER_FIELD_LABELS,
  name: { pt: 'Designação', en: 'Name' },
  organizationId: { pt: 'Entidade gestora', en: 'Managing entity' },
  locationType: { pt: 'Tipo de património', en: 'Location type' },
  address: { pt: 'Morada', en: 'Address' },
  zipCode: { pt: 'Código postal', en: 'Postal code' },
  islandId: { pt: 'Ilha', en: 'Island' },
  countyId: { pt: 'Concelho', en: 'Municipality' },
  parishId: { pt: 'Freguesia', en: 'Parish' },
  latitude: { pt: 'Latitude', en: 'Latitude' },
  longitude: { pt: 'Longitude', en: 'Longitude' },
  comments: { pt: 'Observações', en: 'Comments' },
};
