import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GeoDivisions, GeoSuggestion } from '@/shared/geo';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useT } from '@/web/i18n/useT';
import { AddressSearch } from './AddressSearch';
import { coordinateText } from './coordinateText';
import { useGeoReverseQuery } from './geoApi';
import MapCanvas, { type MapPoint } from './MapCanvas';

export interface MapPickerResult extends MapPoint {
  /** The point's address: the chosen suggestion's, or the reverse lookup's display name; null when none is known. */
  address: string | null;
  /** The point's island, municipality and parish (the server's, from our divisions); null when unknown or unmoved. */
  divisions: GeoDivisions | null;
}

export interface MapPickerModalProps {
  open: boolean;
  /** The coordinates the form holds, shown as the marker. */
  initialPoint: MapPoint | null;
  onCancel: () => void;
  onChoose: (result: MapPickerResult) => void;
}

/**
 * The map picker (SPEC §2.10): an extra-large modal with the address search and the map. A click (or
 * Enter on the map) places the marker and looks its address up; a chosen suggestion places it at the
 * suggestion with its label as the address. Either way the lookup also names the point's island,
 * municipality and parish (issue 29 §4), shown under the address. 'Escolher' (once the lookup has
 * answered) hands them back; 'Cancelar' nothing.
 */
export default function MapPickerModal({ open, initialPoint, onCancel, onChoose }: MapPickerModalProps) {
  const t = useT();
  const [point, setPoint] = useState<MapPoint | null>(initialPoint);
  /** The chosen suggestion's label; null when the point came from the map (its address is looked up). */
  const [suggested, setSuggested] = useState<string | null>(null);
  const [searchFallback, setSearchFallback] = useState(false);
  /** Whether the user moved the marker: the form's own point keeps the form's own address. */
  const [moved, setMoved] = useState(false);
  /** A moved point is looked up: its address (unless a suggestion named it) and its divisions. */
  const lookup = point !== null && moved;
  const reverse = useGeoReverseQuery(point ?? { lat: 0, lng: 0 }, { skip: !lookup });
  const address = suggested ?? (lookup ? (reverse.currentData?.address ?? null) : null);
  const divisions = lookup ? (reverse.currentData?.divisions ?? null) : null;
  const fallback = searchFallback || (suggested === null && lookup && reverse.currentData?.fallback === true);
  const divisionsText = divisions ? [divisions.parish, divisions.municipality, divisions.island].flatMap((d) => (d ? [d.name] : [])).join(', ') : '';

  const pick = useCallback((picked: MapPoint) => {
    setSuggested(null);
    setMoved(true);
    setPoint(picked);
  }, []);
  const choose = useCallback((suggestion: GeoSuggestion) => {
    setSuggested(suggestion.label);
    setMoved(true);
    setPoint({ lat: suggestion.lat, lng: suggestion.lng });
  }, []);

  let addressText = t('map.noPoint');
  if (point && suggested === null && lookup && reverse.isFetching) addressText = t('map.address.loading');
  else if (point && address) addressText = address;
  else if (point && (lookup || suggested !== null)) addressText = t('map.address.none');
  else if (point) addressText = '';

  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      size="extraLarge"
      title={t('map.dialogTitle')}
      actions={
        <>
          <Button onClick={onCancel}>{t('map.cancel')}</Button>
          <Button
            variant="contained"
            // Until the lookup answers, what to fill is not known yet (a failed lookup ends it too).
            disabled={!point || (lookup && reverse.isFetching)}
            onClick={() => point && onChoose({ lat: point.lat, lng: point.lng, address: lookup ? address : null, divisions })}
          >
            {t('map.choose')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <AddressSearch onChoose={choose} onFallback={setSearchFallback} />
        {fallback && (
          <Alert severity="info" variant="outlined">
            {t('map.fallback')}
          </Alert>
        )}
        <MapCanvas point={point} onPick={pick} label={t('map.canvas')} markerLabel={t('map.marker')} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        <div aria-live="polite">
          {point && (
            <Typography variant="body2" color="text.secondary">
              {t('map.point', coordinateText(point.lat), coordinateText(point.lng))}
            </Typography>
          )}
          {addressText && (
            <Typography variant="body1" data-testid="map-address">
              {point && (address || suggested) ? `${t('map.address')}: ${addressText}` : addressText}
            </Typography>
          )}
          {point && divisionsText && (
            <Typography variant="body2" data-testid="map-divisions">
              {t('map.divisions', divisionsText)}
            </Typography>
          )}
        </div>
      </Stack>
    </AppDialog>
  );
}
