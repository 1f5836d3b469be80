import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@/shared/limits';
import { formikFieldProps } from '@/web/components/form/formikFieldProps';
import { PasswordField } from '@/web/components/PasswordField';
import { useLanguage, useT } from '@/web/i18n/useT';
import { BotCheck } from './BotCheck';
import { INITIAL_LOGIN_VALUES, makeLoginSchema, type LoginValues } from './loginSchema';
import { encryptPassword, InsecureContextError } from './passwordEncryption';
import { RegionalSignInButton } from './RegionalSignInButton';
import { useGetLoginSettingsQuery, useLoginMutation } from './sessionApi';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * Username and password sign-in (SPEC §2.1, §7). Failures (-30, -41, -45…) are toasted by the base
 * query; the form only resets the bot check, whose token is good for one attempt.
 */
export function LoginForm() {
  const t = useT();
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const settingsQuery = useGetLoginSettingsQuery();
  const settings = settingsQuery.data;
  const [login] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const [botCheckReset, setBotCheckReset] = useState(0);
  const siteKey = settings?.botCheckSiteKey ?? null;
  const validationSchema = useMemo(() => makeLoginSchema(language, siteKey !== null), [language, siteKey]);

  const submit = async (values: LoginValues) => {
    // The settings may have failed while the API was down: one more try before giving up.
    const current = settings ?? (await settingsQuery.refetch()).data;
    if (!current) return;
    let password: string;
    try {
      password = await encryptPassword(current.publicKey, values.password);
    } catch (e) {
      enqueueSnackbar(e instanceof InsecureContextError ? t('login.insecureContext') : String(e), { variant: 'error' });
      return;
    }
    const result = await login({ username: values.username.trim(), password, recaptchaToken: values.recaptchaToken || undefined });
    if (result.data) {
      await completeSignIn(result.data);
      return;
    }
    if (siteKey) {
      await formik.setFieldValue('recaptchaToken', '', false);
      setBotCheckReset((n) => n + 1);
    }
  };

  const formik = useFormik<LoginValues>({ initialValues: INITIAL_LOGIN_VALUES, validationSchema, onSubmit: submit });
  const botCheckError = formikFieldProps(formik, 'recaptchaToken').helperText;

  return (
    <Stack spacing={3}>
      {settingsQuery.isError && <Alert severity="warning">{t('login.settingsUnavailable')}</Alert>}
      {/* noValidate: the browser's own bubbles would pre-empt the §5 messages. */}
      <Stack component="form" spacing={2.5} noValidate onSubmit={formik.handleSubmit} aria-label={t('login.title')}>
        <TextField
          {...formikFieldProps(formik, 'username')}
          label={t('login.username')}
          required
          autoComplete="username"
          autoFocus
          slotProps={{ htmlInput: { maxLength: LIMITS.textMaxLength, autoCapitalize: 'off', spellCheck: false } }}
        />
        <PasswordField {...formikFieldProps(formik, 'password')} label={t('login.password')} required autoComplete="current-password" />
        {siteKey && <BotCheck siteKey={siteKey} resetKey={botCheckReset} error={botCheckError} onToken={(token) => void formik.setFieldValue('recaptchaToken', token)} />}
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
      {settings?.regionalSignIn && (
        <>
          <Divider>{t('login.or')}</Divider>
          <RegionalSignInButton />
        </>
      )}
    </Stack>
  );
}
