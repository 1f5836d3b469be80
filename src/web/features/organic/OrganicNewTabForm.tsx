import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import type { OrganicBounds } from '@/shared/organic';
import { useAppDispatch } from '@/web/app/hooks';
import { DateField } from '@/web/components/form/DateField';
import { isoToDisplay } from '@/web/components/form/masks';
import { useT } from '@/web/i18n/useT';
import { organicTabAdded, organicTabId, organicTabSelected, type OrganicTab } from './organicTabsSlice';

export const NEW_TAB_DATE_ID = 'organic-date';

/**
 * Opens a dated tab (SPEC §2.10): the project's date field (dd/MM/yyyy), from the `organic.minimumDate`
 * parameter to today; a date already open is chosen and said so ('Data escolhida já existe').
 */
export function OrganicNewTabForm({ bounds, tabs }: { bounds: OrganicBounds; tabs: readonly OrganicTab[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <Formik<{ date: string }>
      initialValues={{ date: '' }}
      validate={(values) => (values.date ? {} : { date: t('organic.newTab.required') })}
      onSubmit={(values, helpers) => {
        const id = organicTabId(values.date);
        if (tabs.some((tab) => tab.id === id)) {
          dispatch(organicTabSelected(id));
          helpers.setFieldError('date', t('organic.newTab.exists'));
          document.getElementById(NEW_TAB_DATE_ID)?.focus();
          return;
        }
        dispatch(organicTabAdded({ date: values.date }));
        helpers.resetForm();
      }}
    >
      <Form noValidate aria-label={t('organic.newTab.title')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
          <DateField
            id={NEW_TAB_DATE_ID}
            name="date"
            label={t('organic.newTab.date')}
            min={bounds.minimumDate}
            max={bounds.today}
            size="small"
            helperText={t('organic.newTab.range', isoToDisplay(bounds.minimumDate), isoToDisplay(bounds.today))}
            sx={{ width: { sm: 220 } }}
          />
          <Button type="submit" variant="outlined" startIcon={<Add />} sx={{ minHeight: 40 }}>
            {t('organic.newTab.submit')}
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}
