import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { RecordView } from '@/shared/records/contract';
import { SERVICE_FIELD_LABELS, type ServiceData, type ServiceInput } from '@/shared/records/service';
import { isRichTextBlank } from '@/shared/richText';
import { RichTextView } from '@/web/components/RichText/RichTextView';
import { FormSection } from '@/web/features/records/FormSection';
import { DetailField, DetailGrid } from '@/web/features/records/fields/DetailField';
import { IdentificationDetails, ValidityDetails } from '@/web/features/records/fields/RecordHeaderDetails';
import { OwnerLink } from '@/web/features/records/fields/OwnerLink';
import { RecordName } from '@/web/features/records/fields/RecordName';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ExternalLink } from './ExternalLink';
import { ProcessingTimeDetail } from './ProcessingTimeDetail';
import { useLegislationOptions } from './useLegislationOptions';
import { useServiceClassification } from './useServiceClassification';
import { AttachmentTable } from '@/web/features/records/fields/AttachmentTable';

/** The read-only sections of a service version. */
export function ServiceDetailSections({ view }: { view: RecordView<ServiceData> }) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof ServiceInput) => SERVICE_FIELD_LABELS[field][language];
  const { singleChoices, recipients } = useServiceClassification();
  const legislations = useLegislationOptions();
  const d = view.data;
  const yesNo = (v: boolean) => (v ? t('record.yes') : t('record.no'));
  const organizationId = view.organizationId ?? d.organizationId;

  return (
    <Stack spacing={2.5}>
      <FormSection title={t('service.section.identification')}>
        <IdentificationDetails view={view} label={label}>
          <DetailField label={label('organizationId')}>{organizationId ? <OwnerLink organizationId={organizationId} /> : null}</DetailField>
          <DetailField label={label('parentId')}>
            {view.parentId && view.parentVersion ? (
              <Link component={RouterLink} to={recordRoutes('service').detail(view.parentId, view.parentVersion)}>
                {view.parentName ?? `#${view.parentId}`}
              </Link>
            ) : null}
          </DetailField>
        </IdentificationDetails>
      </FormSection>

      <FormSection title={t('service.section.classification')}>
        <DetailGrid>
          {singleChoices.map(({ field, reference }) => (
            <DetailField key={field} label={label(field)}>
              {reference.labelOf(d[field])}
            </DetailField>
          ))}
          <DetailField label={label('recipientTypeIds')}>{(d.recipientTypeIds ?? []).map((id) => recipients.labelOf(id)).join('; ')}</DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('service.section.procedure')}>
        <DetailGrid>
          <DetailField label={label('procedure')} wide>
            {isRichTextBlank(d.procedure) ? null : <RichTextView html={d.procedure} />}
          </DetailField>
          <DetailField label={label('procedureDiagram')} wide>
            {d.procedureDiagram ? (
              <AttachmentTable label={label('procedureDiagram')} attachments={[d.procedureDiagram]} record={{ kind: view.kind, id: view.id, version: view.version }} />
            ) : null}
          </DetailField>
          <DetailField label={label('processingTime')} wide>
            <ProcessingTimeDetail time={d.processingTime} />
          </DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('service.section.legislation')}>
        <DetailGrid>
          <DetailField label={label('legislationIds')} wide>
            {(d.legislationIds ?? []).length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5, whiteSpace: 'normal' }}>
                {d.legislationIds.map((id) => (
                  <li key={id}>{legislations.labelOf(id)}</li>
                ))}
              </Box>
            ) : null}
          </DetailField>
          <DetailField label={label('necessaryDocuments')} wide>
            {(d.necessaryDocuments ?? []).length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5, whiteSpace: 'normal' }}>
                {d.necessaryDocuments.map((doc) => (
                  <li key={`${doc.documentId}-${doc.documentVersion}`}>
                    <Link component={RouterLink} to={recordRoutes('document').detail(doc.documentId, doc.documentVersion)}>
                      <RecordName kind="document" id={doc.documentId} version={doc.documentVersion} />
                    </Link>
                  </li>
                ))}
              </Box>
            ) : null}
          </DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('service.section.conditions')}>
        <DetailGrid>
          <DetailField label={label('cost')}>{d.cost}</DetailField>
          <DetailField label={label('availabilityPeriod')}>{d.availabilityPeriod}</DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('service.section.channels')}>
        <DetailGrid>
          <DetailField label={label('internal')}>{yesNo(d.internal)}</DetailField>
          <DetailField label={label('virtual')}>{yesNo(d.virtual)}</DetailField>
          {d.virtual && (
            <>
              <DetailField label={label('virtualUrl')}>
                <ExternalLink href={d.virtualUrl} />
              </DetailField>
              <DetailField label={label('formCallUrl')}>
                <ExternalLink href={d.formCallUrl} />
              </DetailField>
              <DetailField label={label('processId')}>{d.processId}</DetailField>
              <DetailField label={label('externalSystemId')}>{d.externalSystemId}</DetailField>
            </>
          )}
          <DetailField label={label('stateSupport')}>{yesNo(d.stateSupport)}</DetailField>
          {d.stateSupport && (
            <DetailField label={label('stateSupportUrl')}>
              <ExternalLink href={d.stateSupportUrl} />
            </DetailField>
          )}
          <DetailField label={label('portal')}>{yesNo(d.portal)}</DetailField>
          {d.portal && (
            <DetailField label={label('portalUrl')}>
              <ExternalLink href={d.portalUrl} />
            </DetailField>
          )}
          <DetailField label={label('flowUrl')}>
            <ExternalLink href={d.flowUrl} />
          </DetailField>
          <DetailField label={label('flowPlatform')}>{d.flowPlatform}</DetailField>
          <DetailField label={label('flowProcessId')}>{d.flowProcessId}</DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('service.section.generic')}>
        <DetailGrid>
          <DetailField label={label('generic1')}>{d.generic1}</DetailField>
          <DetailField label={label('generic2')}>{d.generic2}</DetailField>
          <DetailField label={label('generic3')}>{d.generic3}</DetailField>
        </DetailGrid>
      </FormSection>

      <FormSection title={t('service.section.validity')}>
        <ValidityDetails view={view} label={label} />
      </FormSection>
    </Stack>
  );
}
