import { lazy, Suspense, useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { TextInput } from '@/web/components/form/TextInput';
import { useT } from '@/web/i18n/useT';
import { coordinateText, coordinateValue } from './coordinateText';
import type { MapPickerResult } from './MapPickerModal';

// Leaflet and the picker load when first opened (mapViews.ts): no form page pays for them before.
const MapPickerModal = lazy(() => import('./mapViews').then((views) => ({ default: views.MapPickerModal })));

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
export function CoordinatesField({ latitudeName, longitudeName, latitudeLabel, longitudeLabel, addressName }: CoordinatesFieldProps) {
  const t = useT();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const [open, setOpen] = useState(false);
  const lat = coordinateValue(getIn(values, latitudeName), 90);
  const lng = coordinateValue(getIn(values, longitudeName), 180);

  const chosen = (result: MapPickerResult) => {
    setOpen(false);
    // SPEC §5: at most 13 decimals.
    void setFieldValue(latitudeName, coordinateText(result.lat));
    void setFieldValue(longitudeName, coordinateText(result.lng));
    void setFieldTouched(latitudeName, true, false);
    void setFieldTouched(longitudeName, true, false);
    if (addressName && result.address) void setFieldValue(addressName, result.address);
  };

  return (
    <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, sm: 'grow' }}>
        <TextInput name={latitudeName} label={latitudeLabel} inputMode="decimal" />
      </Grid>
      <Grid size={{ xs: 12, sm: 'grow' }}>
        <TextInput name={longitudeName} label={longitudeLabel} inputMode="decimal" />
      </Grid>
      <Grid size={{ xs: 12, sm: 'auto' }} sx={{ display: 'flex', alignItems: 'center', minHeight: 56 }}>
        <Button variant="outlined" startIcon={<MapOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('map.pick')}
        </Button>
      </Grid>
      {open && (
        <Suspense fallback={null}>
          <MapPickerModal open initialPoint={lat !== null && lng !== null ? { lat, lng } : null} onCancel={() => setOpen(false)} onChoose={chosen} />
        </Suspense>
      )}
    </Grid>
  );
}
