import type { ReactNode } from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';
import { TextInput } from '@/web/components/form/TextInput';

/** The header fields every kind's form names the same way (SPEC §3: code, abbreviation, name). */
type IdentificationField = 'code' | 'abbreviation' | 'name';

/**
 * The identification grid each kind's edit form opens with: code and abbreviation side by side (`codeSize` wide each),
 * `besideCode` in the rest of that row, the name on a row of its own, then the kind's own cells (`children`).
 * One component so that every form lays out and requires the header fields alike.
 */
export function IdentificationFields({
  label,
  codeSize,
  besideCode,
  children,
}: {
  label: (field: IdentificationField) => string;
  codeSize: GridProps['size'];
  besideCode?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={codeSize}>
        <TextInput name="code" label={label('code')} required />
      </Grid>
      <Grid size={codeSize}>
        <TextInput name="abbreviation" label={label('abbreviation')} required />
      </Grid>
      {besideCode}
      <Grid size={12}>
        <TextInput name="name" label={label('name')} required />
      </Grid>
      {children}
    </Grid>
  );
}
