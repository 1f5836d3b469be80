import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import type { EntityInput, RelatedEntity } from '@/shared/records/entity';
import { SelectField } from '@/web/components/form/SelectField';
import { firstError } from '@/web/components/form/useFieldState';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { validationMessage } from '@/shared/validation';
import { useLanguage, useT } from '@/web/i18n/useT';
import { OrganizationPicker } from '@/web/features/records/OrganizationPicker';
import { useOrganizationName } from './useOrganizationName';

function RelatedRow({ index, row, selfId, onRemove }: { index: number; row: RelatedEntity; selfId: number | null; onRemove: () => void }) {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<EntityInput>();
  const { options } = useReferenceOptions('relatedEntityType');
  const name = useOrganizationName(row.organizationId || null, row.organizationVersion || null);
  const base = `relatedEntities.${index}`;
  const shown = Boolean(getIn(formik.touched, base)) || formik.submitCount > 0;
  // yup's own message for a missing id is technical: the field is simply required.
  const error = shown && firstError(getIn(formik.errors, `${base}.organizationId`)) ? validationMessage('required', language) : undefined;
  return (
    <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }} role="group" aria-label={`${t('entity.section.related')} ${index + 1}`}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OrganizationPicker
          id={`${base}.organizationId`}
          label={t('entity.related.entity')}
          required
          excludeIds={[selfId]}
          value={row.organizationId ? { id: row.organizationId, version: row.organizationVersion, name: name ?? `#${row.organizationId}` } : null}
          onChange={(o) => {
            void formik.setFieldValue(`${base}.organizationId`, o?.id ?? 0);
            void formik.setFieldValue(`${base}.organizationVersion`, o?.version ?? 0);
          }}
          error={Boolean(error)}
          helperText={error}
        />
      </Grid>
      <Grid size={{ xs: 10, sm: 5 }}>
        <SelectField name={`${base}.relationTypeId`} label={t('entity.related.type')} options={options} required />
      </Grid>
      <Grid size={{ xs: 2, sm: 1 }}>
        <IconButton aria-label={t('entity.related.remove', index + 1)} onClick={onRemove} color="error">
          <Delete />
        </IconButton>
      </Grid>
    </Grid>
  );
}

/** Related entities, each with a relation type (reference list relatedEntityType). */
export function RelatedEntitiesField({ selfId }: { selfId: number | null }) {
  const t = useT();
  const { values } = useFormikContext<EntityInput>();
  const rows: RelatedEntity[] = values.relatedEntities ?? [];
  return (
    <FieldArray name="relatedEntities">
      {(helpers) => (
        <Stack spacing={2}>
          {rows.length === 0 && <Typography color="text.secondary">{t('entity.related.empty')}</Typography>}
          {rows.map((row, i) => (
            <RelatedRow key={i} index={i} row={row} selfId={selfId} onRemove={() => helpers.remove(i)} />
          ))}
          <div>
            <Button startIcon={<Add />} variant="outlined" onClick={() => helpers.push({ organizationId: 0, organizationVersion: 0, relationTypeId: null })}>
              {t('entity.related.add')}
            </Button>
          </div>
        </Stack>
      )}
    </FieldArray>
  );
}
