import { useMemo } from 'react';
import { ErrorCode } from '@/shared/errors';
import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceItem } from '@/shared/referenceLists';
import type { ReferenceItemInput } from '@/shared/settings';
import { isApiError } from '@/web/api/apiError';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { MultiLanguageTextList } from '@/web/components/form/MultiLanguageTextList';
import { ResourceFormDialog } from '@/web/components/resource/ResourceFormDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useCreateObjectParameterMutation, useUpdateObjectParameterMutation } from './objectParametersApi';
import { makeReferenceItemSchema, referenceItemInput, referenceItemValues } from './referenceItemForm';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';

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
  const schema = useMemo(() => makeReferenceItemSchema(category, language), [category, language]);
  const label = REFERENCE_CATEGORIES[category][language];
  return (
    <FieldSchemaProvider schema={schema}>
      <ResourceFormDialog<ReferenceItemInput>
        open={item !== undefined}
        title={item ? t('settings.objectParameters.editItem', label) : t('settings.objectParameters.addItem', label)}
        label={label}
        size="medium"
        initialValues={referenceItemValues(item)}
        validationSchema={schema}
        onSave={async (values) => {
          const input = referenceItemInput(values);
          if (item) await update({ category, itemId: item.id, input }).unwrap();
          else await create({ category, input }).unwrap();
        }}
        savedMessage={t('settings.objectParameters.saved')}
        onClose={onClose}
        onRefused={(e, detail, helpers) => {
          // -2 is the Portuguese value the server asked for: shown where the SPA shows its own message.
          if (!(isApiError(e) && e.code === ErrorCode.InvalidRequest && detail)) return false;
          helpers.setFieldError('labelPt', detail);
          return true;
        }}
      >
        <MultiLanguageTextList names={{ pt: 'labelPt', en: 'labelEn' }} label={label} required />
        <CheckboxField name="active" label={t('settings.common.activeLabel')} helperText={t('settings.objectParameters.activeHelp')} />
      </ResourceFormDialog>
    </FieldSchemaProvider>
  );
}
