import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INPUT_LIMITS } from '@/shared/limits';
import { SERVICE_FIELD_LABELS, type ServiceInput } from '@/shared/records/service';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';

/** A flag and, while it is set, the fields that go with it (indented under it). */
function FlagWithFields({ flag, children }: { flag: 'virtual' | 'stateSupport' | 'portal'; children: ReactNode }) {
  const language = useLanguage();
  const { values } = useFormikContext<ServiceInput>();
  return (
    <Box>
      <CheckboxField name={flag} label={SERVICE_FIELD_LABELS[flag][language]} />
      {values[flag] && (
        <Grid container spacing={2} sx={{ pl: { xs: 0, sm: 4 }, mt: 0.5 }}>
          {children}
        </Grid>
      )}
    </Box>
  );
}

/**
 * The delivery channels (SPEC §3 Service): internal; dematerialised electronic form with its address,
 * process id, external system id and form call address; state support and portal, each with its
 * address (required while the flag is set, the shared schema says so); the flow/process fields.
 */
export function ServiceChannelsFields() {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof ServiceInput) => SERVICE_FIELD_LABELS[field][language];
  const url = { maxLength: INPUT_LIMITS.urlMaxLength, type: 'url', placeholder: 'https://' } as const;
  const half = { xs: 12, md: 6 } as const;
  return (
    <Stack spacing={2}>
      <CheckboxField name="internal" label={label('internal')} />
      <FlagWithFields flag="virtual">
        <Grid size={half}>
          <TextInput name="virtualUrl" label={label('virtualUrl')} required {...url} />
        </Grid>
        <Grid size={half}>
          <TextInput name="formCallUrl" label={label('formCallUrl')} {...url} />
        </Grid>
        <Grid size={half}>
          <TextInput name="processId" label={label('processId')} />
        </Grid>
        <Grid size={half}>
          <TextInput name="externalSystemId" label={label('externalSystemId')} />
        </Grid>
      </FlagWithFields>
      <FlagWithFields flag="stateSupport">
        <Grid size={12}>
          <TextInput name="stateSupportUrl" label={label('stateSupportUrl')} required {...url} />
        </Grid>
      </FlagWithFields>
      <FlagWithFields flag="portal">
        <Grid size={12}>
          <TextInput name="portalUrl" label={label('portalUrl')} required {...url} />
        </Grid>
      </FlagWithFields>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, pt: 1 }}>
        {t('service.channel.flowGroup')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextInput name="flowUrl" label={label('flowUrl')} {...url} />
        </Grid>
        <Grid size={half}>
          <TextInput name="flowPlatform" label={label('flowPlatform')} />
        </Grid>
        <Grid size={half}>
          <TextInput name="flowProcessId" label={label('flowProcessId')} />
        </Grid>
      </Grid>
    </Stack>
  );
}
