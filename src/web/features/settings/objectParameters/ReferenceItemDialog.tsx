import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorCode } from '@/shared/errors';
import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceItem } from '@/shared/referenceLists';
import type { ReferenceItemInput } from '@/shared/settings';
import { isApiError } from '@/web/api/apiError';
import { showToast } from '@/web/api/services/notifier';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { MultiLanguageTextList } from '@/web/components/form/MultiLanguageTextList';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { serverDetail } from '@/web/components/resource/serverDetail';
import { useCreateObjectParameterMutation, useUpdateObjectParameterMutation } from './objectParametersApi';
import { makeReferenceItemSchema, referenceItemInput, referenceItemValues } from './referenceItemForm';

export interface ReferenceItemDialogProps {
  category: ReferenceCategory;
  /** undefined: closed; null: a new item; an item: edit it. */
  item: ReferenceItem | null | undefined;
  onClose: () => void;
}

/**
 * Adds or edits one item of a reference list: its label per language (the Portuguese one required,
 * the list shows its error — SPEC §5) and whether it is active. A refusal of the server (-2) shows
 * the server's text in the same place.
 */
export function ReferenceItemDialog({ category, item, onClose }: ReferenceItemDialogProps) {
  const t = useT();
  const language = useLanguage();
  const [create] = useCreateObjectParameterMutation();
  const [update] = useUpdateObjectParameterMutation();
  const [otherError, setOtherError] = useState<string | null>(null);
  const schema = useMemo(() => makeReferenceItemSchema(category, language), [category, language]);
  const label = REFERENCE_CATEGORIES[category][language];
  const formId = `reference-item-${category}`;
  const close = () => {
    setOtherError(null);
    onClose();
  };

  return (
    <AppDialog
      open={item !== undefined}
      title={item ? t('settings.objectParameters.editItem', label) : t('settings.objectParameters.addItem', label)}
      onClose={close}
      size="medium"
      actions={
        <>
          <Button onClick={close}>{t('settings.common.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained">
            {t('settings.common.save')}
          </Button>
        </>
      }
    >
      {item !== undefined && (
        <Formik<ReferenceItemInput>
          initialValues={referenceItemValues(item)}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            setOtherError(null);
            const input = referenceItemInput(values);
            try {
              if (item) await update({ category, itemId: item.id, input }).unwrap();
              else await create({ category, input }).unwrap();
              showToast(t('settings.objectParameters.saved'), 'success');
              close();
            } catch (e) {
              const detail = serverDetail(e, language);
              // -2 is the Portuguese value the server asked for: shown where the SPA shows its own message.
              if (isApiError(e) && e.code === ErrorCode.InvalidRequest && detail) helpers.setFieldError('labelPt', detail);
              else setOtherError(detail);
            }
          }}
        >
          <Form id={formId} noValidate aria-label={label}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {otherError && <Alert severity="error">{otherError}</Alert>}
              <MultiLanguageTextList names={{ pt: 'labelPt', en: 'labelEn' }} label={label} required />
              <CheckboxField name="active" label={t('settings.common.activeLabel')} helperText={t('settings.objectParameters.activeHelp')} />
            </Stack>
          </Form>
        </Formik>
      )}
    </AppDialog>
  );
}
