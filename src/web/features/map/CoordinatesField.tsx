import { lazy, Suspense, useRef, useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { TextInput } from '@/web/components/form/TextInput';
import { useT } from '@/web/i18n/useT';
import { coordinateText, coordinateValue } from './coordinateText';
import type { MapPickerResult } from './MapPickerModal';
import { pickedPlaceFill, type PlaceField, type PlaceValues } from './pickedPlaceFill';

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
  /** The Formik fields of the island → municipality → parish cascade (DivisionCascadeFields) the picked point fills, when the form has them. */
  divisionNames?: { island: string; county: string; parish: string };
}

/**
 * Latitude and longitude of a record (SPEC §3 Location): typed, or chosen on the map picker (SPEC
 * §2.10), which also fills the address and the divisions the user left empty (pickedPlaceFill.ts) and
 * offers the point's address beside a kept one.
 */
export function CoordinatesField({ latitudeName, longitudeName, latitudeLabel, longitudeLabel, addressName, divisionNames }: CoordinatesFieldProps) {
  const t = useT();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const [open, setOpen] = useState(false);
  /** The point's address when the user's own was kept. */
  const [keptAddress, setKeptAddress] = useState<string | null>(null);
  /** What the last choice wrote: a field still holding it is the picker's to refill. */
  const lastFilled = useRef<PlaceValues>({});
  const lat = coordinateValue(getIn(values, latitudeName), 90);
  const lng = coordinateValue(getIn(values, longitudeName), 180);
  const names: Partial<Record<PlaceField, string>> = { ...(addressName ? { address: addressName } : {}), ...divisionNames };

  const write = (changes: PlaceValues) => {
    for (const [field, value] of Object.entries(changes) as [PlaceField, PlaceValues[PlaceField]][]) {
      const name = names[field];
      if (name) void setFieldValue(name, value);
    }
    lastFilled.current = { ...lastFilled.current, ...changes };
  };

  const chosen = (result: MapPickerResult) => {
    setOpen(false);
    // SPEC §5: at most 13 decimals.
    void setFieldValue(latitudeName, coordinateText(result.lat));
    void setFieldValue(longitudeName, coordinateText(result.lng));
    void setFieldTouched(latitudeName, true, false);
    void setFieldTouched(longitudeName, true, false);
    const current = Object.fromEntries(Object.entries(names).map(([field, name]) => [field, getIn(values, name) as PlaceValues[PlaceField]])) as PlaceValues;
    const fill = pickedPlaceFill(current, result, lastFilled.current);
    write(fill.changes);
    setKeptAddress(fill.keptAddress);
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
      {keptAddress && addressName && (
        <Grid size={12}>
          <Alert
            severity="info"
            variant="outlined"
            data-testid="map-kept-address"
            action={
              <Button
                color="inherit"
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
                onClick={() => {
                  write({ address: keptAddress });
                  setKeptAddress(null);
                }}
              >
                {t('map.useAddress')}
              </Button>
            }
          >
            {t('map.keptAddress', keptAddress)}
          </Alert>
        </Grid>
      )}
      {open && (
        <Suspense fallback={null}>
          <MapPickerModal open initialPoint={lat !== null && lng !== null ? { lat, lng } : null} onCancel={() => setOpen(false)} onChoose={chosen} />
        </Suspense>
      )}
    </Grid>
  );
}
