import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useFieldState } from '@/web/components/form/useFieldState';
import { useT } from '@/web/i18n/useT';
import { OrganizationPicker, type PickedOrganization } from '@/web/features/records/OrganizationPicker';
import type { ProfileFormValues, ProfileScope } from './profileForm';

/**
 * The organisation scope of a profile (SPEC §6): the whole organic tree, or one organisation with
 * its subtree; either way some branches may be left out (the server checks that they lie inside).
 */
export function ScopeField({ disabled = false }: { disabled?: boolean }) {
  const t = useT();
  const { values } = useFormikContext<ProfileFormValues>();
  const scope = useFieldState<ProfileScope>('scope');
  const organization = useFieldState<PickedOrganization | null>('organization');
  const excluded = useFieldState<PickedOrganization[]>('excluded');
  const organizationId = values.scope === 'organization' ? values.organization?.id : undefined;

  return (
    <Stack spacing={2.5}>
      <FormControl disabled={disabled}>
        <FormLabel id="profile-scope-label">{t('settings.profile.scope')}</FormLabel>
        <RadioGroup
          aria-labelledby="profile-scope-label"
          name="scope"
          value={values.scope}
          onChange={(e) => {
            void scope.helpers.setValue(e.target.value as ProfileScope);
            if (e.target.value === 'all') void organization.helpers.setValue(null, false);
          }}
        >
          <FormControlLabel value="all" control={<Radio />} label={t('settings.profile.scopeAll')} />
          <FormControlLabel value="organization" control={<Radio />} label={t('settings.profile.scopeOrganization')} />
        </RadioGroup>
      </FormControl>
      {values.scope === 'organization' && (
        <OrganizationPicker
          legend={false}
          id="organization"
          label={t('settings.profile.organization')}
          required
          disabled={disabled}
          value={organization.field.value}
          onChange={(next) => {
            void organization.helpers.setValue(next);
            // Branches chosen under another organisation no longer make sense.
            if (next?.id !== organization.field.value?.id) void excluded.helpers.setValue([], false);
          }}
          onBlur={() => void organization.helpers.setTouched(true)}
          error={Boolean(organization.error)}
          helperText={organization.error ?? t('settings.profile.organizationHelp')}
        />
      )}
      <OrganizationPicker
        multiple
        legend={false}
        id="excluded"
        label={t('settings.profile.excluded')}
        disabled={disabled || (values.scope === 'organization' && !values.organization)}
        value={excluded.field.value ?? []}
        onChange={(next) => void excluded.helpers.setValue(next)}
        excludeIds={organizationId ? [organizationId] : []}
        error={Boolean(excluded.error)}
        helperText={excluded.error ?? t(values.scope === 'organization' ? 'settings.profile.excludedHelpOrganization' : 'settings.profile.excludedHelpAll')}
      />
    </Stack>
  );
}
