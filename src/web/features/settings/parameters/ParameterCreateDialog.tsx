import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ParameterInput } from '@/shared/settings';
import { showToast } from '@/web/api/services/notifier';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useResourceWrites } from '../common/settingsResourceApi';
import { serverDetail } from '@/web/components/resource/serverDetail';
import { ParameterFields } from './ParameterFields';
import { makeParameterSchema, parameterFormValues, parameterInput } from './parameterForm';

const FORM_ID = 'parameter-create-form';

/** 'Novo parâmetro' on the parameters list (the spec gives parameters no create route). */
export function ParameterCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { create } = useResourceWrites('parameter');
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => makeParameterSchema(language), [language]);
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <AppDialog
      open={open}
      title={t('settings.parameter.create')}
      onClose={close}
      size="medium"
      actions={
        <>
          <Button onClick={close}>{t('settings.common.cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="contained">
            {t('settings.common.save')}
          </Button>
        </>
      }
    >
      <Formik<ParameterInput>
        initialValues={parameterFormValues()}
        validationSchema={schema}
        onSubmit={async (values) => {
          setError(null);
          try {
            await create(parameterInput(values));
            showToast(t('settings.parameter.saved'), 'success');
            close();
          } catch (e) {
            setError(serverDetail(e, language));
          }
        }}
      >
        <Form id={FORM_ID} noValidate aria-label={t('settings.parameter.create')}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <ParameterFields />
          </Stack>
        </Form>
      </Formik>
    </AppDialog>
  );
}
