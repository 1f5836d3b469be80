import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GROUP_KIND_LABELS } from '@/shared/enumLabels';
import type { GroupKind } from '@/shared/enums';
import type { RecordView } from '@/shared/records/contract';
import { ENTITY_FIELD_LABELS, type EntityData, type EntityInput, type RelatedEntity } from '@/shared/records/entity';
import { formatFileSize } from '@/shared/validation';
import { FormSection } from '@/web/features/records/FormSection';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';
import { DetailField, DetailGrid } from '@/web/features/records/fields/DetailField';
import { ContactsTable } from '@/web/features/records/fields/ContactsTable';
import { IdentificationDetails, ValidityDetails } from '@/web/features/records/fields/RecordHeaderDetails';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { attachmentUrl } from '@/web/features/records/fields/fileChoice';
import { useDivisions } from '@/web/features/records/fields/useDivisions';
import { useOrganizationName } from './useOrganizationName';

function RelatedName({ related }: { related: RelatedEntity }) {
  const name = useOrganizationName(related.organizationId, related.organizationVersion);
  return (
    <Link component={RouterLink} to={recordRoutes('entity').detail(related.organizationId, related.organizationVersion)}>
      {name ?? `#${related.organizationId}`}
    </Link>
  );
}

/** The read-only sections of an entity version. */
export function EntityDetailSections({ view }: { view: RecordView<EntityData> }) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof EntityInput) => ENTITY_FIELD_LABELS[field][language];
  const types = useReferenceOptions('organizationType');
  const relationTypes = useReferenceOptions('relatedEntityType');
  const d = view.data;
  const divisions = useDivisions();
  const yesNo = (v: boolean) => (v ? t('record.yes') : t('record.no'));
  const parish = d.address?.parishId ? divisions.labelOf(d.address.parishId) : '';
  const address = [d.address?.street, [d.address?.zipCode, d.address?.locality].filter(Boolean).join(' '), parish].filter(Boolean).join(', ');

  return (
    <Stack spacing={2.5}>
      <FormSection title={t('entity.section.identification')}>
        <IdentificationDetails view={view} label={label} besideCode={<DetailField label={label('nipc')}>{d.nipc}</DetailField>}>
          <DetailField label={label('parentId')}>
            {view.parentId && view.parentVersion ? (
              <Link component={RouterLink} to={recordRoutes('entity').detail(view.parentId, view.parentVersion)}>
                {view.parentName ?? `#${view.parentId}`}
              </Link>
            ) : null}
          </DetailField>
          <DetailField label={label('organizationTypeId')}>{types.labelOf(d.organizationTypeId)}</DetailField>
          <DetailField label={label('groupKind')}>{GROUP_KIND_LABELS[d.groupKind as GroupKind]?.[language]}</DetailField>
          <DetailField label={label('economicActivityCode')}>{d.economicActivityCode}</DetailField>
        </IdentificationDetails>
      </FormSection>

      <FormSection title={t('entity.section.validity')}>
        <ValidityDetails view={view} label={label}>
          <DetailField label={label('canHaveServices')}>{yesNo(d.canHaveServices)}</DetailField>
          <DetailField label={label('canHavePointsOfCare')}>{yesNo(d.canHavePointsOfCare)}</DetailField>
          <DetailField label={label('canManageServices')}>{yesNo(d.canManageServices)}</DetailField>
        </ValidityDetails>
      </FormSection>

      <FormSection title={t('entity.section.mission')}>
        <DetailGrid>
          <DetailField label={label('mission')} wide>
            {d.mission}
          </DetailField>
          <DetailField label={label('legislation')} wide>
            {d.legislation}
          </DetailField>
          <DetailField label={label('keywords')} wide>
            {d.keywords.length > 0 ? (
              <Stack direction="row" component="span" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {d.keywords.map((k) => (
                  <Chip key={k} label={k} size="small" component="span" />
                ))}
              </Stack>
            ) : null}
          </DetailField>
          <DetailField label={label('logo')} wide>
            {d.logo ? (
              <Stack direction="row" component="span" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  component="img"
                  src={attachmentUrl(d.logo)}
                  alt={t('entity.logo.alt', view.name)}
                  sx={{ maxWidth: 120, maxHeight: 120, border: 1, borderColor: 'divider', borderRadius: 1 }}
                />
                <span>
                  {d.logo.name} · {formatFileSize(d.logo.size)}
                </span>
              </Stack>
            ) : null}
          </DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('entity.section.contacts')}>
        <DetailGrid>
          <DetailField label={t('entity.section.address')} wide>
            {address}
          </DetailField>
          <DetailField label={label('territorialScope')} wide>
            {(d.territorialScope ?? []).map((id) => divisions.labelOf(id)).join('; ')}
          </DetailField>
        </DetailGrid>
        <ContactsTable contacts={d.contacts} label={t('entity.section.contacts')} marginTop={2} />
      </FormSection>

      <FormSection title={t('entity.section.related')}>
        {d.relatedEntities.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {d.relatedEntities.map((r, i) => (
              <li key={i}>
                <RelatedName related={r} /> — {relationTypes.labelOf(r.relationTypeId)}
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('entity.related.empty')}</Typography>
        )}
      </FormSection>
    </Stack>
  );
}
