import { SelectField } from '@/web/components/form/SelectField';
import { useT } from '@/web/i18n/useT';

/** The 'active' filter of the reference lists: all, active, inactive. */
export function ActiveFilter() {
  const t = useT();
  return (
    <SelectField
      name="active"
      label={t('settings.common.state')}
      options={[
        { value: 'true', label: t('settings.common.active') },
        { value: 'false', label: t('settings.common.inactive') },
      ]}
      emptyOption={t('field.all')}
      emptyValue=""
    />
  );
}
