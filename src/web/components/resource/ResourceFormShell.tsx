import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Form, Formik, type FormikProps, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Save from '@mui/icons-material/Save';
import { showToast } from '@/web/api/services/notifier';
import { clearServerErrors, placeServerError } from '@/web/components/form/serverFieldErrors';
import { ConfirmDeleteModal } from '@/web/components/modals/ConfirmDeleteModal';
import { UnsavedChangesGuard } from '@/web/components/modals/UnsavedChangesGuard';
import { StickyProgressBar } from '@/web/components/StickyProgressBar';
import { useLanguage, useT } from '@/web/i18n/useT';
import { FormActionBar } from './FormActionBar';
import { serverDetail } from './serverDetail';
import { useInvalidFormFeedback } from './useInvalidFormFeedback';

export interface FormDeletion {
  onDelete: () => Promise<unknown>;
  deletedMessage: string;
  /** Where to go once deleted (the list). */
  leaveTo: string;
  /** Replaces 'Tem a certeza que deseja eliminar?'. */
  question?: string;
  /** Said below the question (e.g. what deleting a user means). */
  explanation?: string;
  /** Set when deleting is not possible now: the button is disabled and this says why. */
  disabledReason?: string;
}

export interface ResourceFormShellProps<V extends FormikValues> {
  /** Names the form for assistive technology. */
  label: string;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** Sends the form; resolves where 'Guardar' goes next (null: stay); rejects with the ApiError (toasted by the base query). */
  onSave: (values: V) => Promise<string | null>;
  savedMessage: string;
  cancelTo: string;
  /** The user may only look (no 'Guardar'); the page disables its fields itself. */
  readOnly?: boolean;
  deletion?: FormDeletion;
  /** More buttons in the action bar (e.g. 'Repor palavra-passe'). */
  extraActions?: ReactNode;
  children: (formik: FormikProps<V>) => ReactNode;
}

/**
 * The frame of every settings create/edit form: Formik with the page's yup schema, 'Guardar' (with
 * invalid fields: the §5 'Existem campos obrigatórios a serem prenchidos.' toast and focus on the
 * first one), the success toast, a refusal that belongs to a field under it, the server's detail of
 * another refusal above the fields, 'Cancelar',
 * 'Eliminar' behind the confirm-delete modal, and the unsaved-changes question when leaving.
 */
export function ResourceFormShell<V extends FormikValues>({
  label,
  initialValues,
  validationSchema,
  onSave,
  savedMessage,
  cancelTo,
  readOnly = false,
  deletion,
  extraActions,
  children,
}: ResourceFormShellProps<V>) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { formRef, validOrExplained } = useInvalidFormFeedback();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // Navigate once the saved form re-rendered clean, so that the unsaved-changes guard lets it go.
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  /** Validates and saves; resolves true when saved. `thenLeave`: go where onSave said. */
  const save = async (formik: FormikProps<V>, thenLeave: boolean): Promise<boolean> => {
    setServerError(null);
    clearServerErrors(formik);
    if (!(await validOrExplained(formik, t('settings.common.invalidFields')))) return false;
    setSaving(true);
    try {
      const next = await onSave(formik.values);
      showToast(savedMessage, 'success');
      formik.resetForm({ values: formik.values });
      if (thenLeave && next) setLeaveTo(next);
      return true;
    } catch (error) {
      // A refusal that belongs to a field (a username taken …) is shown under it (issue 29 §7).
      if (!placeServerError(formik, error, formRef.current)) setServerError(serverDetail(error, language));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deletion) return;
    setDeleting(true);
    try {
      await deletion.onDelete();
      setConfirmingDelete(false);
      showToast(deletion.deletedMessage, 'success');
      setLeaveTo(deletion.leaveTo);
    } catch (error) {
      setConfirmingDelete(false);
      setServerError(serverDetail(error, language));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Formik<V> initialValues={initialValues} validationSchema={validationSchema} onSubmit={() => undefined}>
      {(formik) => (
        <Form
          ref={formRef}
          noValidate
          aria-label={label}
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) void save(formik, true);
          }}
        >
          <StickyProgressBar loading={saving || deleting} />
          <Stack spacing={2.5}>
            {serverError && (
              <Alert severity="error" onClose={() => setServerError(null)}>
                {serverError}
              </Alert>
            )}
            {children(formik)}
            <FormActionBar
              start={
                <>
                  {deletion && (
                    <Tooltip title={deletion.disabledReason ?? ''}>
                      {/* A disabled button fires no events: the span keeps the tooltip reachable. */}
                      <span>
                        <Button
                          color="error"
                          variant="outlined"
                          startIcon={<DeleteOutline />}
                          disabled={Boolean(deletion.disabledReason) || deleting}
                          onClick={() => setConfirmingDelete(true)}
                        >
                          {t('settings.common.delete')}
                        </Button>
                      </span>
                    </Tooltip>
                  )}
                  {extraActions}
                </>
              }
              end={
                <>
                  <Button component={RouterLink} to={cancelTo}>
                    {readOnly ? t('settings.common.back') : t('settings.common.cancel')}
                  </Button>
                  {!readOnly && (
                    <Button type="submit" variant="contained" startIcon={<Save />} loading={saving}>
                      {t('settings.common.save')}
                    </Button>
                  )}
                </>
              }
            />
          </Stack>
          <UnsavedChangesGuard when={leaveTo === null && !readOnly} onSave={() => save(formik, false)} />
          {deletion && (
            <ConfirmDeleteModal
              open={confirmingDelete}
              question={deletion.question}
              onConfirm={() => void confirmDelete()}
              onCancel={() => setConfirmingDelete(false)}
              confirmDisabled={deleting}
            >
              {deletion.explanation && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  {deletion.explanation}
                </Alert>
              )}
            </ConfirmDeleteModal>
          )}
        </Form>
      )}
    </Formik>
  );
}

/** A titled group of fields inside a settings form. */
export function FormSection({ title, children, description }: { title: string; children: ReactNode; description?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography variant="h2">{title}</Typography>
          {description}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
