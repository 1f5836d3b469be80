/**
 * Display labels (pt, en) of the enumerations of SPEC §3.2 and the record states of §4. The server
 * seeds its `lookup` table from here and the SPA can show the same words; the spec gives the English
 * meaning, the Portuguese wording is the one the regional administration uses.
 */
import { DivisionType, EventType, GroupKind, ImportType, LocationType, ObjectKind, ProcessingTimeType, UserStatus, type ProcessingTimeUnit } from './enums';
import { labelTable } from './labelTable';
import { RecordState } from './recordStates';

export const OBJECT_KIND_LABELS = labelTable<ObjectKind>({
  [ObjectKind.NotApplicable]: ['Não aplicável', 'Not applicable'],
  [ObjectKind.Entity]: ['Entidade', 'Entity'],
  [ObjectKind.Service]: ['Serviço', 'Service'],
  [ObjectKind.PointOfCare]: ['Ponto de atendimento', 'Point of care'],
  [ObjectKind.Document]: ['Documento', 'Document'],
  [ObjectKind.Heritage]: ['Património', 'Heritage'],
  [ObjectKind.Folder]: ['Pasta', 'Folder'],
});

export const GROUP_KIND_LABELS = labelTable<GroupKind>({
  [GroupKind.NotApplicable]: ['Não aplicável', 'Not applicable'],
  [GroupKind.Folder]: ['Pasta', 'Folder'],
  [GroupKind.RegionalPublicAdministration]: ['Administração Pública Regional', 'Regional public administration'],
  [GroupKind.LocalAuthorities]: ['Autarquias Locais', 'Local authorities'],
  [GroupKind.LegislativeAssembly]: ['Assembleia Legislativa', 'Legislative assembly'],
  [GroupKind.RegionalPublicBusinessSector]: ['Setor Público Empresarial Regional', 'Regional public business sector'],
});

export const LOCATION_TYPE_LABELS = labelTable<LocationType>({
  [LocationType.Acquired]: ['Adquirido', 'Acquired'],
  [LocationType.Leased]: ['Arrendado', 'Leased'],
});

export const DIVISION_TYPE_LABELS = labelTable<DivisionType>({
  [DivisionType.NotApplicable]: ['Não aplicável', 'Not applicable'],
  [DivisionType.Island]: ['Ilha', 'Island'],
  [DivisionType.County]: ['Concelho', 'County'],
  [DivisionType.Parish]: ['Freguesia', 'Parish'],
});

export const USER_STATUS_LABELS = labelTable<UserStatus>({
  [UserStatus.Active]: ['Ativo', 'Active'],
  [UserStatus.Blocked]: ['Bloqueado', 'Blocked'],
  [UserStatus.Deleted]: ['Eliminado', 'Deleted'],
  [UserStatus.Inactive]: ['Inativo', 'Inactive'],
});

export const IMPORT_TYPE_LABELS = labelTable<ImportType>({
  [ImportType.Entity]: ['Entidade', 'Entity'],
  [ImportType.Service]: ['Serviço', 'Service'],
  [ImportType.ServicePoint]: ['Ponto de atendimento', 'Service point'],
  [ImportType.Heritage]: ['Património', 'Heritage'],
  [ImportType.ServicePointServiceAssociation]: ['Associação de ponto de atendimento a serviço', 'Service point to service association'],
});

export const EVENT_TYPE_LABELS = labelTable<EventType>({
  [EventType.Life]: ['Evento de vida', 'Life event'],
  [EventType.Business]: ['Evento de negócio', 'Business event'],
});

export const PROCESSING_TIME_TYPE_LABELS = labelTable<ProcessingTimeType>({
  [ProcessingTimeType.Simplified]: ['Simplificado', 'Simplified'],
  [ProcessingTimeType.Advanced]: ['Avançado', 'Advanced'],
});

export const PROCESSING_TIME_UNIT_LABELS = labelTable<ProcessingTimeUnit>({
  years: ['Anos', 'Years'],
  months: ['Meses', 'Months'],
  weeks: ['Semanas', 'Weeks'],
  days: ['Dias', 'Days'],
  hours: ['Horas', 'Hours'],
  minutes: ['Minutos', 'Minutes'],
  seconds: ['Segundos', 'Seconds'],
});

export const RECORD_STATE_LABELS = labelTable<RecordState>({
  [RecordState.NotApplicable]: ['Não aplicável', 'Not applicable'],
  [RecordState.Draft]: ['Em elaboração', 'Draft'],
  [RecordState.SubmittedForApproval]: ['Submetido para aprovação', 'Submitted for approval'],
  [RecordState.SubmittedForPublication]: ['Submetido para publicação', 'Submitted for publication'],
  [RecordState.Published]: ['Publicado', 'Published'],
  [RecordState.Returned]: ['Devolvido', 'Returned'],
  [RecordState.Archived]: ['Arquivado', 'Archived'],
  [RecordState.Obsolete]: ['Obsoleto', 'Obsolete'],
  [RecordState.Extinct]: ['Extinto', 'Extinct'],
});
