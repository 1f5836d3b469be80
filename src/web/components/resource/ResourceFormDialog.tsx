import { useId, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { showToast } from '@/web/api/services/notifier';
import { placeServerError } from '@/web/components/form/serverFieldErrors';
import { AppDialog, type ModalSize } from '@/web/components/modals/AppDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { serverDetail } from './serverDetail';

export interface ResourceFormDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  /** Names the form for assistive technology. */
  label: string;
  size: ModalSize;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** Sends the form; rejects with the ApiError (toasted by the base query). */
  onSave: (values: V) => Promise<unknown>;
  savedMessage: string;
  onClose: () => void;
  /** Shows a refusal's detail on a field instead of above the fields; answers whether it did. */
  onRefused?: (error: unknown, detail: string | null, helpers: FormikHelpers<V>) => boolean;
  children: ReactNode;
}

/**
 * The dialog form of a settings item (a reference item, a template, a new parameter): the fields,
 * 'Cancelar' and 'Guardar', the success toast, and the server's detail of a refusal above the fields.
 */
export function ResourceFormDialog<V extends FormikValues>({
  open,
  title,
  label,
  size,
  initialValues,
  validationSchema,
  onSave,
  savedMessage,
  onClose,
  onRefused,
  children,
}: ResourceFormDialogProps<V>) {
  const t = useT();
  const language = useLanguage();
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setError(null);
    try {
      await onSave(values);
      showToast(savedMessage, 'success');
      close();
    } catch (e) {
      // A refusal that belongs to a field is shown under it (issue 29 §7; status is reset with the form).
      const form = document.getElementById(formId);
      if (placeServerError({ values, setStatus: helpers.setStatus }, e, form instanceof HTMLFormElement ? form : null)) return;
      const detail = serverDetail(e, language);
      if (!onRefused?.(e, detail, helpers)) setError(detail);
    }
  };

  return (
    <AppDialog
      open={open}
      title={title}
      onClose={close}
      size={size}
      actions={
        <>
          <Button onClick={close}>{t('settings.common.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained">
            {t('settings.common.save')}
          </Button>
        </>
      }
    >
      {open && (
        <Formik<V> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
          <Form id={formId} noValidate aria-label={label}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          </Form>
        </Formik>
      )}
    </AppDialog>
  );
}
