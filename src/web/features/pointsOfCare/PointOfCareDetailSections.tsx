import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecordView } from '@/shared/records/contract';
import { POINT_OF_CARE_FIELD_LABELS, type PointOfCareData, type PointOfCareInput } from '@/shared/records/pointOfCare';
import { FormSection } from '@/web/features/records/FormSection';
import { ContactsTable } from '@/web/features/records/fields/ContactsTable';
import { DetailField, DetailGrid } from '@/web/features/records/fields/DetailField';
import { IdentificationDetails, ValidityDetails } from '@/web/features/records/fields/RecordHeaderDetails';
import { OwnerLink } from '@/web/features/records/fields/OwnerLink';
import { RecordName } from '@/web/features/records/fields/RecordName';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';
import { OpeningHoursDetail } from './OpeningHoursDetail';

/** The read-only sections of a point-of-care version: its hours in words, its location and services as links to their details. */
export function PointOfCareDetailSections({ view }: { view: RecordView<PointOfCareData> }) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof PointOfCareInput) => POINT_OF_CARE_FIELD_LABELS[field][language];
  const channelTypes = useReferenceOptions('channelType');
  const d = view.data;
  const organizationId = view.organizationId ?? d.organizationId;
  const services = d.services ?? [];

  return (
    <Stack spacing={2.5}>
      <FormSection title={t('pointOfCare.section.identification')}>
        <IdentificationDetails view={view} label={label} besideCode={<DetailField label={label('channelTypeId')}>{channelTypes.labelOf(d.channelTypeId)}</DetailField>}>
          <DetailField label={label('organizationId')} wide>
            {organizationId ? <OwnerLink organizationId={organizationId} /> : null}
          </DetailField>
          <DetailField label={label('locationId')} wide>
            {d.locationId && d.locationVersion ? (
              <Link component={RouterLink} to={recordRoutes('location').detail(d.locationId, d.locationVersion)}>
                <RecordName kind="location" id={d.locationId} version={d.locationVersion} />
              </Link>
            ) : null}
          </DetailField>
        </IdentificationDetails>
      </FormSection>

      <FormSection title={t('pointOfCare.section.hours')}>
        <OpeningHoursDetail hours={d.openingHours} label={label('openingHours')} />
      </FormSection>

      <FormSection title={t('pointOfCare.section.attendance')}>
        <Stack spacing={2}>
          <DetailGrid>
            <DetailField label={label('attendanceRestrictions')} wide>
              {d.attendanceRestrictions}
            </DetailField>
          </DetailGrid>
          <ContactsTable contacts={d.contacts ?? []} label={label('contacts')} />
        </Stack>
      </FormSection>

      <FormSection title={t('pointOfCare.section.services')}>
        {services.length > 0 ? (
          <Box component="ul" aria-label={label('services')} sx={{ m: 0, pl: 2.5 }}>
            {services.map((s) => (
              <li key={`${s.serviceId}-${s.serviceVersion}`}>
                <Link component={RouterLink} to={recordRoutes('service').detail(s.serviceId, s.serviceVersion)}>
                  <RecordName kind="service" id={s.serviceId} version={s.serviceVersion} />
                </Link>
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('pointOfCare.services.empty')}</Typography>
        )}
      </FormSection>

      <FormSection title={t('pointOfCare.section.validity')}>
        <ValidityDetails view={view} label={label} />
      </FormSection>
    </Stack>
  );
}
