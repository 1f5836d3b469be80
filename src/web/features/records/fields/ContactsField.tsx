import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { CONTACT_SCOPE_LABELS, CONTACT_SCOPES, CONTACT_TYPE_LABELS, CONTACT_TYPES, type Contact } from '@/shared/records/entity';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * Repeatable contact rows (scope, type, value) of any kind's form (SPEC §3 Contact); an email contact
 * is checked as an email (shared schema). `label` names each row's group ('Contactos 1').
 */
export function ContactsField({ name = 'contacts', label }: { name?: string; label: string }) {
  const t = useT();
  const language = useLanguage();
  const { values } = useFormikContext<Record<string, unknown>>();
  const contacts: Contact[] = getIn(values, name) ?? [];
  const scopes = CONTACT_SCOPES.map((s) => ({ value: s, label: CONTACT_SCOPE_LABELS[s][language] }));
  const types = CONTACT_TYPES.map((c) => ({ value: c, label: CONTACT_TYPE_LABELS[c][language] }));
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Stack spacing={2}>
          {contacts.length === 0 && <Typography color="text.secondary">{t('record.contact.empty')}</Typography>}
          {contacts.map((contact, i) => (
            <Grid container spacing={1.5} key={i} sx={{ alignItems: 'flex-start' }} role="group" aria-label={`${label} ${i + 1}`}>
              <Grid size={{ xs: 6, sm: 3 }}>
                <SelectField name={`${name}.${i}.scope`} label={t('record.contact.scope')} options={scopes} required />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <SelectField name={`${name}.${i}.type`} label={t('record.contact.type')} options={types} required />
              </Grid>
              <Grid size={{ xs: 10, sm: 5 }}>
                <TextInput name={`${name}.${i}.value`} label={t('record.contact.value')} required type={contact.type === 'email' ? 'email' : 'text'} />
              </Grid>
              <Grid size={{ xs: 2, sm: 1 }}>
                <IconButton aria-label={t('record.contact.remove', i + 1)} onClick={() => helpers.remove(i)} color="error">
                  <Delete />
                </IconButton>
              </Grid>
            </Grid>
          ))}
          <div>
            <Button startIcon={<Add />} variant="outlined" onClick={() => helpers.push({ scope: 'public', type: 'phone', value: '' } satisfies Contact)}>
              {t('record.contact.add')}
            </Button>
          </div>
        </Stack>
      )}
    </FieldArray>
  );
}
