import type { RecordListItem } from '@/shared/records/contract';
import { SERVICE_FIELD_LABELS } from '@/shared/records/service';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { leadingRecordColumns, ownerColumn, trailingRecordColumns } from '@/web/features/records/recordListColumns';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The columns of the service list; sort keys are the engine's (Code, Name, Abbreviation, State,
 * StartDate, Version). Name and state always show; on narrow lists the others stack under the name.
 * The entity is the row's owner, under the list's own heading ("Entidade").
 */
export function useServiceColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const areas = useReferenceOptions('serviceArea');
  const label = (field: keyof typeof SERVICE_FIELD_LABELS) => SERVICE_FIELD_LABELS[field][language];
  return [
    ...leadingRecordColumns('service', label, ownerColumn('entity', t('service.column.entity'))),
    { key: 'area', label: label('serviceAreaId'), text: (r) => areas.labelOf(r.extra.serviceAreaId as number | null), priority: 3 },
    ...trailingRecordColumns(t),
  ];
}
