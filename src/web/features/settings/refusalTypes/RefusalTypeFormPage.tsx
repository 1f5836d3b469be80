import Box from '@mui/material/Box';
import type { RefusalTypeItem } from '@/shared/settings';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { MultiLanguageTextList } from '@/web/components/form/MultiLanguageTextList';
import { TextInput } from '@/web/components/form/TextInput';
import { useT } from '@/web/i18n/useT';
import { SettingsSectionForm, settingsCreatePage, settingsEditPage } from '../common/settingsFormPages';
import { makeRefusalTypeSchema, refusalTypeFormValues, refusalTypeInput } from './refusalTypeForm';

const REFUSAL_TYPE_FORM = { toValues: refusalTypeFormValues, makeSchema: makeRefusalTypeSchema, toInput: refusalTypeInput, toCreateInput: refusalTypeInput };

function RefusalTypeForm({ item }: { item?: RefusalTypeItem }) {
  const t = useT();
  return (
    <SettingsSectionForm resource="refusalType" item={item} form={REFUSAL_TYPE_FORM}>
      {(canEdit) => (
        <>
          <Box sx={{ maxWidth: { md: 320 } }}>
            <TextInput name="code" label={t('settings.refusalType.code')} required disabled={!canEdit} transform={(v) => v.toUpperCase()} />
          </Box>
          <MultiLanguageTextList names={{ pt: 'designationPt', en: 'designationEn' }} label={t('settings.refusalType.designation')} required disabled={!canEdit} />
          <CheckboxField name="active" label={t('settings.common.activeLabel')} disabled={!canEdit} />
        </>
      )}
    </SettingsSectionForm>
  );
}

/** /configuracoes/tipoderecusa: a new refusal type (61). */
export const RefusalTypeCreatePage = settingsCreatePage('refusalType', RefusalTypeForm);

/** /configuracoes/tiposderecusa/{refusalTypeId}: edit (61), delete (62). */
export const RefusalTypeEditPage = settingsEditPage('refusalType', (r, t) => t('settings.refusalType.editTitle', r.code), RefusalTypeForm);
