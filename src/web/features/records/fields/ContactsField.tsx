import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { CONTACT_SCOPE_LABELS, CONTACT_SCOPES, CONTACT_TYPE_LABELS, CONTACT_TYPES, type Contact } from '@/shared/records/entity';
import { SelectField } from '@/web/components/form/SelectField';
import { SortableFieldRows } from '@/web/components/sortable/SortableFieldRows';
import { useSortableRows } from '@/web/components/sortable/useSortableRows';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * Repeatable contact rows (scope, type, value) of any kind's form (SPEC §3 Contact); an email contact
 * is checked as an email (shared schema). `label` names each row's group ('Contactos 1'). The order is
 * the order the public entry lists them in: each row has a drag handle (issue 31 §1).
 */
export function ContactsField({ name = 'contacts', label }: { name?: string; label: string }) {
  const t = useT();
  const language = useLanguage();
  const { values } = useFormikContext<Record<string, unknown>>();
  const contacts: Contact[] = getIn(values, name) ?? [];
  const scopes = CONTACT_SCOPES.map((s) => ({ value: s, label: CONTACT_SCOPE_LABELS[s][language] }));
  const types = CONTACT_TYPES.map((c) => ({ value: c, label: CONTACT_TYPE_LABELS[c][language] }));
  const rows = useSortableRows(contacts.length);
  // The handle names the row by its number and, once typed, its value ('Contactos 2: 296 000 000').
  const rowLabel = (i: number) => {
    const value = contacts[i]?.value?.trim();
    return value ? `${label} ${i + 1}: ${value}` : `${label} ${i + 1}`;
  };
  return (
    <FieldArray name={name}>
      {(helpers) => {
        const actions = rows.with(helpers);
        return (
          <Stack spacing={2}>
            {contacts.length === 0 && <Typography color="text.secondary">{t('record.contact.empty')}</Typography>}
            <SortableFieldRows
              ids={rows.ids}
              labelOf={rowLabel}
              groupLabelOf={(i) => `${label} ${i + 1}`}
              removeLabelOf={(i) => t('record.contact.remove', i + 1)}
              onMove={actions.move}
              onRemove={actions.remove}
              removeSize={{ xs: 2, sm: 1 }}
              renderFields={(i) => (
                <>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <SelectField name={`${name}.${i}.scope`} label={t('record.contact.scope')} options={scopes} required />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <SelectField name={`${name}.${i}.type`} label={t('record.contact.type')} options={types} required />
                  </Grid>
                  <Grid size={{ xs: 10, sm: 5 }}>
                    <TextInput name={`${name}.${i}.value`} label={t('record.contact.value')} required type={contacts[i]?.type === 'email' ? 'email' : 'text'} />
                  </Grid>
                </>
              )}
            />
            <div>
              <Button startIcon={<Add />} variant="outlined" onClick={() => helpers.push({ scope: 'public', type: 'phone', value: '' } satisfies Contact)}>
                {t('record.contact.add')}
              </Button>
            </div>
          </Stack>
        );
      }}
    </FieldArray>
  );
}
