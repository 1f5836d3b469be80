import { useMemo, useRef } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@/shared/limits';
import { showToast } from '@/web/api/services/notifier';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { formikFieldProps } from '@/web/components/form/formikFieldProps';
import { placeServerError, withServerError } from '@/web/components/form/serverFieldErrors';
import { PageContainer } from '@/web/components/PageContainer';
import { PasswordField } from '@/web/components/PasswordField';
import { useLanguage, useT } from '@/web/i18n/useT';
import { INITIAL_CHANGE_PASSWORD_VALUES, makeChangePasswordSchema, type ChangePasswordValues } from './changePasswordSchema';
import { encryptPassword, InsecureContextError } from './passwordEncryption';
import { takeRedirectTarget } from './redirectTarget';
import { useChangePasswordMutation, useGetLoginSettingsQuery } from './sessionApi';
import { selectSessionUser, tokenRefreshed } from './sessionSlice';

/** /alterarpalavrapasse: both passwords travel encrypted; the answer is the session's new token. */
export function ChangePasswordPage() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const settingsQuery = useGetLoginSettingsQuery();
  const [changePassword] = useChangePasswordMutation();
  const validationSchema = useMemo(() => makeChangePasswordSchema(language), [language]);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    helpers.setStatus(undefined);
    const settings = settingsQuery.data ?? (await settingsQuery.refetch()).data;
    if (!settings) return;
    let body;
    try {
      const [currentPassword, newPassword] = await Promise.all([
        encryptPassword(settings.publicKey, values.currentPassword),
        encryptPassword(settings.publicKey, values.newPassword),
      ]);
      body = { currentPassword, newPassword };
    } catch (e) {
      showToast(e instanceof InsecureContextError ? t('login.insecureContext') : String(e), 'error');
      return;
    }
    const result = await changePassword(body);
    if (!result.data) {
      // A wrong current password (-47) is shown under that field until it changes (issue 29 §7); the rest are toasted.
      placeServerError({ values, setStatus: helpers.setStatus }, result.error, formRef.current);
      return;
    }
    dispatch(tokenRefreshed(result.data));
    showToast(t('changePassword.success'), 'success');
    await navigate(takeRedirectTarget() ?? ROUTE_PATHS.home, { replace: true });
  };

  const formik = useFormik<ChangePasswordValues>({ initialValues: INITIAL_CHANGE_PASSWORD_VALUES, validationSchema, onSubmit: submit });

  return (
    <PageContainer title={t('changePassword.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 560 }}>
        <Stack component="form" ref={formRef} spacing={2.5} noValidate onSubmit={formik.handleSubmit} aria-label={t('changePassword.title')}>
          {user?.mustChangePassword && <Alert severity="warning">{t('changePassword.required')}</Alert>}
          <Typography color="text.secondary">{t('changePassword.intro', LIMITS.passwordMinLength)}</Typography>
          <PasswordField
            {...withServerError(formikFieldProps(formik, 'currentPassword'), formik.status)}
            label={t('changePassword.current')}
            required
            autoComplete="current-password"
          />
          <PasswordField {...formikFieldProps(formik, 'newPassword')} label={t('changePassword.new')} required autoComplete="new-password" />
          <PasswordField {...formikFieldProps(formik, 'confirmPassword')} label={t('changePassword.confirm')} required autoComplete="new-password" />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={formik.isSubmitting}>
              {t('changePassword.save')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
