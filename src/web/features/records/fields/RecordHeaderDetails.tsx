import type { ReactNode } from 'react';
import type { RecordView } from '@/shared/records/contract';
import { formatDate } from '@/web/components/form/masks';
import { useT } from '@/web/i18n/useT';
import { DetailField, DetailGrid } from './DetailField';

/**
 * The read-only grids of the header fields every kind shares (SPEC §3: identification and validity), so that each
 * kind's detail page shows them alike; a kind adds its own fields as `children`.
 */
type HeaderDetailsProps<Field extends keyof RecordView<unknown>> = {
  /** The version shown. */
  view: Pick<RecordView<unknown>, Field>;
  /** The kind's label of each header field. */
  label: (field: Field) => string;
  /** The kind's own fields, after the shared ones. */
  children?: ReactNode;
};

/** Code, abbreviation, `besideCode` (the kind's field on the same row), the name across the grid, then `children`. */
export function IdentificationDetails({ view, label, besideCode, children }: HeaderDetailsProps<'code' | 'abbreviation' | 'name'> & { besideCode?: ReactNode }) {
  return (
    <DetailGrid>
      <DetailField label={label('code')}>{view.code}</DetailField>
      <DetailField label={label('abbreviation')}>{view.abbreviation}</DetailField>
      {besideCode}
      <DetailField label={label('name')} wide>
        {view.name}
      </DetailField>
      {children}
    </DetailGrid>
  );
}

/** Start and end dates and whether the version is active (the counterpart of ValidityFields), then `children`. */
export function ValidityDetails({ view, label, children }: HeaderDetailsProps<'startDate' | 'endDate' | 'active'>) {
  const t = useT();
  return (
    <DetailGrid>
      <DetailField label={label('startDate')}>{formatDate(view.startDate)}</DetailField>
      <DetailField label={label('endDate')}>{formatDate(view.endDate)}</DetailField>
      <DetailField label={label('active')}>{view.active ? t('record.yes') : t('record.no')}</DetailField>
      {children}
    </DetailGrid>
  );
}
