import Grid from '@mui/material/Grid';
import { TextInput } from '@/web/components/form/TextInput';

export interface CoordinatesFieldProps {
  /** The Formik fields holding the latitude and longitude as decimal-degree text (SPEC §5 coordinate). */
  latitudeName: string;
  longitudeName: string;
  latitudeLabel: string;
  longitudeLabel: string;
  /** The Formik field the picked point's address fills (reverse lookup), when the form has one. */
  addressName?: string;
}

/** Latitude and longitude of a record (SPEC §3 Location): typed, or chosen on the map picker (SPEC §2.10). */
export function CoordinatesField({ latitudeName, longitudeName, latitudeLabel, longitudeLabel }: CoordinatesFieldProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={latitudeName} label={latitudeLabel} inputMode="decimal" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={longitudeName} label={longitudeLabel} inputMode="decimal" />
      </Grid>
    </Grid>
  );
}
