/**
 * Display labels (pt, en) of the enumerations of SPEC §3.2 and the record states of §4. The server
 * seeds its `lookup` table from here and the SPA can show the same words; the spec gives the English
 * meaning, the Portuguese wording is the one the regional administration uses.
 */
import { DivisionType, EventType, GroupKind, ImportType, LocationType, ObjectKind, ProcessingTimeType, UserStatus, type ProcessingTimeUnit } from './enums';
import type { CatalogueEntry } from './errors';
import { RecordState } from './recordStates';

type Labels<E extends number> = Readonly<Record<E, CatalogueEntry>>;

export const OBJECT_KIND_LABELS: Labels<ObjectKind> = {
  [ObjectKind.NotApplicable]: { pt: 'Não aplicável', en: 'Not applicable' },
  [ObjectKind.Entity]: { pt: 'Entidade', en: 'Entity' },
  [ObjectKind.Service]: { pt: 'Serviço', en: 'Service' },
  [ObjectKind.PointOfCare]: { pt: 'Ponto de atendimento', en: 'Point of care' },
  [ObjectKind.Document]: { pt: 'Documento', en: 'Document' },
  [ObjectKind.Heritage]: { pt: 'Património', en: 'Heritage' },
  [ObjectKind.Folder]: { pt: 'Pasta', en: 'Folder' },
};

export const GROUP_KIND_LABELS: Labels<GroupKind> = {
  [GroupKind.NotApplicable]: { pt: 'Não aplicável', en: 'Not applicable' },
  [GroupKind.Folder]: { pt: 'Pasta', en: 'Folder' },
  [GroupKind.RegionalPublicAdministration]: { pt: 'Administração Pública Regional', en: 'Regional public administration' },
  [GroupKind.LocalAuthorities]: { pt: 'Autarquias Locais', en: 'Local authorities' },
  [GroupKind.LegislativeAssembly]: { pt: 'Assembleia Legislativa', en: 'Legislative assembly' },
  [GroupKind.RegionalPublicBusinessSector]: { pt: 'Setor Público Empresarial Regional', en: 'Regional public business sector' },
};

export const LOCATION_TYPE_LABELS: Labels<LocationType> = {
  [LocationType.Acquired]: { pt: 'Adquirido', en: 'Acquired' },
  [LocationType.Leased]: { pt: 'Arrendado', en: 'Leased' },
};

export const DIVISION_TYPE_LABELS: Labels<DivisionType> = {
  [DivisionType.NotApplicable]: { pt: 'Não aplicável', en: 'Not applicable' },
  [DivisionType.Island]: { pt: 'Ilha', en: 'Island' },
  [DivisionType.County]: { pt: 'Concelho', en: 'County' },
  [DivisionType.Parish]: { pt: 'Freguesia', en: 'Parish' },
};

export const USER_STATUS_LABELS: Labels<UserStatus> = {
  [UserStatus.Active]: { pt: 'Ativo', en: 'Active' },
  [UserStatus.Blocked]: { pt: 'Bloqueado', en: 'Blocked' },
  [UserStatus.Deleted]: { pt: 'Eliminado', en: 'Deleted' },
  [UserStatus.Inactive]: { pt: 'Inativo', en: 'Inactive' },
};

export const IMPORT_TYPE_LABELS: Labels<ImportType> = {
  [ImportType.Entity]: { pt: 'Entidade', en: 'Entity' },
  [ImportType.Service]: { pt: 'Serviço', en: 'Service' },
  [ImportType.ServicePoint]: { pt: 'Ponto de atendimento', en: 'Service point' },
  [ImportType.Heritage]: { pt: 'Património', en: 'Heritage' },
  [ImportType.ServicePointServiceAssociation]: {
    pt: 'Associação de ponto de atendimento a serviço',
    en: 'Service point to service association',
  },
};

export const EVENT_TYPE_LABELS: Labels<EventType> = {
  [EventType.Life]: { pt: 'Evento de vida', en: 'Life event' },
  [EventType.Business]: { pt: 'Evento de negócio', en: 'Business event' },
};

export const PROCESSING_TIME_TYPE_LABELS: Labels<ProcessingTimeType> = {
  [ProcessingTimeType.Simplified]: { pt: 'Simplificado', en: 'Simplified' },
  [ProcessingTimeType.Advanced]: { pt: 'Avançado', en: 'Advanced' },
};

export const PROCESSING_TIME_UNIT_LABELS: Readonly<Record<ProcessingTimeUnit, CatalogueEntry>> = {
  years: { pt: 'Anos', en: 'Years' },
  months: { pt: 'Meses', en: 'Months' },
  weeks: { pt: 'Semanas', en: 'Weeks' },
  days: { pt: 'Dias', en: 'Days' },
  hours: { pt: 'Horas', en: 'Hours' },
  minutes: { pt: 'Minutos', en: 'Minutes' },
  seconds: { pt: 'Segundos', en: 'Seconds' },
};

export const RECORD_STATE_LABELS: Labels<RecordState> = {
  [RecordState.NotApplicable]: { pt: 'Não aplicável', en: 'Not applicable' },
  [RecordState.Draft]: { pt: 'Em elaboração', en: 'Draft' },
  [RecordState.SubmittedForApproval]: { pt: 'Submetido para aprovação', en: 'Submitted for approval' },
  [RecordState.SubmittedForPublication]: { pt: 'Submetido para publicação', en: 'Submitted for publication' },
  [RecordState.Published]: { pt: 'Publicado', en: 'Published' },
  [RecordState.Returned]: { pt: 'Devolvido', en: 'Returned' },
  [RecordState.Archived]: { pt: 'Arquivado', en: 'Archived' },
  [RecordState.Obsolete]: { pt: 'Obsoleto', en: 'Obsolete' },
  [RecordState.Extinct]: { pt: 'Extinto', en: 'Extinct' },
};
