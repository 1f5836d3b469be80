import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { LIMITS } from '@/shared/limits';
import { showToast } from '@/web/api/services/notifier';
import { LightPasswordField } from '@/web/components/form/LightPasswordField';
import { LightTextField } from '@/web/components/form/LightTextField';
import { LightButton } from '@/web/components/LightButton';
import { LightDivider } from '@/web/components/LightDivider';
import { LazyAlert } from '@/web/components/LazyAlert';
import { useLanguage, useT } from '@/web/i18n/useT';
import { BotCheck } from './BotCheck';
import { validateLogin, type LoginValues } from './loginValidation';
import { encryptPassword, InsecureContextError } from './passwordEncryption';
import { RegionalSignInButton } from './RegionalSignInButton';
import { useGetLoginSettingsQuery, useLoginMutation } from './sessionApi';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useLoginForm } from './useLoginForm';

/**
 * Username and password sign-in (SPEC §2.1, §7). Failures (-30, -41, -45…) are toasted by the base
 * query; the form only resets the bot check, whose token is good for one attempt.
 */
export function LoginForm() {
  const t = useT();
  const language = useLanguage();
  const settingsQuery = useGetLoginSettingsQuery();
  const settings = settingsQuery.data;
  const [login] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const [botCheckReset, setBotCheckReset] = useState(0);
  const siteKey = settings?.botCheckSiteKey ?? null;

  const submit = async (values: LoginValues, { setValue }: { setValue: (field: 'recaptchaToken', value: string) => void }) => {
    // The settings may have failed while the API was down: one more try before giving up.
    const current = settings ?? (await settingsQuery.refetch()).data;
    if (!current) return;
    let password: string;
    try {
      password = await encryptPassword(current.publicKey, values.password);
    } catch (e) {
      showToast(e instanceof InsecureContextError ? t('login.insecureContext') : String(e), 'error');
      return;
    }
    const result = await login({ username: values.username.trim(), password, recaptchaToken: values.recaptchaToken || undefined });
    if (result.data) {
      await completeSignIn(result.data);
      return;
    }
    if (siteKey) {
      setValue('recaptchaToken', '');
      setBotCheckReset((n) => n + 1);
    }
  };

  const form = useLoginForm((values) => validateLogin(values, language, siteKey !== null), submit);

  return (
    <Stack spacing={3}>
      {settingsQuery.isError && <LazyAlert severity="warning">{t('login.settingsUnavailable')}</LazyAlert>}
      {/* noValidate: the browser's own bubbles would pre-empt the §5 messages. */}
      <Stack component="form" spacing={2.5} noValidate onSubmit={form.handleSubmit} aria-label={t('login.title')}>
        <LightTextField
          {...form.fieldProps('username')}
          label={t('login.username')}
          required
          autoComplete="username"
          autoFocus
          htmlInput={{ maxLength: LIMITS.textMaxLength, autoCapitalize: 'off', spellCheck: false }}
        />
        <LightPasswordField {...form.fieldProps('password')} label={t('login.password')} required autoComplete="current-password" />
        {siteKey && <BotCheck siteKey={siteKey} resetKey={botCheckReset} error={form.errorOf('recaptchaToken')} onToken={(token) => form.setValue('recaptchaToken', token)} />}
        <LightButton type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          {t('login.submit')}
        </LightButton>
      </Stack>
      {settings?.regionalSignIn && (
        <>
          <LightDivider>{t('login.or')}</LightDivider>
          <RegionalSignInButton available={settings.regionalSignInAvailable} />
        </>
      )}
    </Stack>
  );
}
