import Stack from '@mui/material/Stack';
import { LOCATION_TYPE_LABELS } from '@/shared/enumLabels';
import type { LocationType } from '@/shared/enums';
import type { RecordView } from '@/shared/records/contract';
import { LOCATION_FIELD_LABELS, type LocationData, type LocationInput } from '@/shared/records/location';
import { FormSection } from '@/web/features/records/FormSection';
import { DetailField, DetailGrid } from '@/web/features/records/fields/DetailField';
import { IdentificationDetails, ValidityDetails } from '@/web/features/records/fields/RecordHeaderDetails';
import { OwnerLink } from '@/web/features/records/fields/OwnerLink';
import { useDivisions } from '@/web/features/records/fields/useDivisions';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The read-only sections of a heritage version. */
export function LocationDetailSections({ view }: { view: RecordView<LocationData> }) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof LocationInput) => LOCATION_FIELD_LABELS[field][language];
  const { choices } = useDivisions();
  const divisionName = (id: number | null) => (id === null ? null : (choices.find((c) => c.id === id)?.name ?? `#${id}`));
  const d = view.data;
  const organizationId = view.organizationId ?? d.organizationId;

  return (
    <Stack spacing={2.5}>
      <FormSection title={t('location.section.identification')}>
        <IdentificationDetails
          view={view}
          label={label}
          besideCode={<DetailField label={label('locationType')}>{LOCATION_TYPE_LABELS[d.locationType as LocationType]?.[language] ?? null}</DetailField>}
        >
          <DetailField label={label('organizationId')} wide>
            {organizationId ? <OwnerLink organizationId={organizationId} /> : null}
          </DetailField>
        </IdentificationDetails>
      </FormSection>

      <FormSection title={t('location.section.address')}>
        <DetailGrid>
          <DetailField label={label('address')} wide>
            {d.address}
          </DetailField>
          <DetailField label={label('zipCode')}>{d.zipCode}</DetailField>
          <DetailField label={label('islandId')}>{divisionName(d.islandId)}</DetailField>
          <DetailField label={label('countyId')}>{divisionName(d.countyId)}</DetailField>
          <DetailField label={label('parishId')}>{divisionName(d.parishId)}</DetailField>
          <DetailField label={label('latitude')}>{d.latitude}</DetailField>
          <DetailField label={label('longitude')}>{d.longitude}</DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('location.section.comments')}>
        <DetailGrid>
          <DetailField label={label('comments')} wide>
            {d.comments}
          </DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('location.section.validity')}>
        <ValidityDetails view={view} label={label} />
      </FormSection>
    </Stack>
  );
}
