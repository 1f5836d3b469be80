import Box from '@mui/material/Box';
import { refusalTypeLabel } from '@/shared/records/returnReason';
import { SelectField } from '@/web/components/form/SelectField';
import { TextArea } from '@/web/components/form/TextArea';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetRefusalTypeOptionsQuery } from './returnReasonApi';

/**
 * Why a version is returned (issue 29 §10): one of the active refusal types of the settings (when any
 * is configured) and the free text beside it, which stays required (SPEC §4: a return says why).
 * Side by side on a wide dialog, one above the other on a narrow one. Formik fields `refusalTypeId`, `comment`.
 */
export function ReturnReasonFields() {
  const t = useT();
  const language = useLanguage();
  const { data: types = [] } = useGetRefusalTypeOptionsQuery();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: types.length > 0 ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr' }, alignItems: 'start' }}>
      {types.length > 0 && (
        <SelectField
          id="refusalTypeId"
          name="refusalTypeId"
          label={t('workflow.refusalType')}
          options={types.map((type) => ({ value: type.id, label: refusalTypeLabel(type, language) }))}
          emptyOption={t('workflow.refusalTypeNone')}
          fullWidth
        />
      )}
      <TextArea name="comment" label={t('workflow.returnComment')} required autoFocus counter />
    </Box>
  );
}
