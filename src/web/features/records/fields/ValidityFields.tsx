import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import Grid from '@mui/material/Grid';
import { HEADER_FIELD_LABELS } from '@/shared/records/schemaParts';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { DateField } from '@/web/components/form/DateField';
import { TextArea } from '@/web/components/form/TextArea';
import { useLanguage } from '@/web/i18n/useT';

interface ValidityFieldsProps {
  /** The earliest start of validity (an entity may not start before its parent). */
  startMin?: string | null;
  /** Flags shown in place of the lone 'Público/ativo' checkbox (an entity's row of flags, 'active' included). */
  flags?: ReactNode;
  /** The version comment closes the block, unless the form gives it a section of its own. */
  withVersionComment?: boolean;
}

/**
 * The validity block every kind's form has (SPEC §3 header fields): start and end of validity — the
 * end never before the start — the public/active flag and the version comment.
 */
export function ValidityFields({ startMin = null, flags, withVersionComment = true }: ValidityFieldsProps) {
  const language = useLanguage();
  const { values } = useFormikContext<{ startDate: string }>();
  const label = (field: keyof typeof HEADER_FIELD_LABELS) => HEADER_FIELD_LABELS[field][language];
  const half = { xs: 12, md: 6 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <DateField name="startDate" label={label('startDate')} required min={startMin} />
      </Grid>
      <Grid size={half}>
        <DateField name="endDate" label={label('endDate')} emptyValue={null} min={values.startDate || null} />
      </Grid>
      <Grid size={12}>{flags ?? <CheckboxField name="active" label={label('active')} />}</Grid>
      {withVersionComment && (
        <Grid size={12}>
          <TextArea name="versionComment" label={label('versionComment')} counter />
        </Grid>
      )}
    </Grid>
  );
}
