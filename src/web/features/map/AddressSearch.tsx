import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { GEO_LIMITS, type GeoSuggestion } from '@/shared/geo';
import { LIMITS } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';
import { useGeoSearchQuery } from './geoApi';

export interface AddressSearchProps {
  onChoose: (suggestion: GeoSuggestion) => void;
  /** Whether the suggestions came from the local gazetteer (the map service unreachable). */
  onFallback?: (fallback: boolean) => void;
}

/**
 * 'Pesquisar morada' (SPEC §2.10): suggestions limited to Portugal as the user types (asked
 * GEO_LIMITS.searchDebounceMs after the last keystroke), a keyboard-usable combobox (MUI
 * Autocomplete), whose list hides LIMITS.mapSuggestionHideDelayMs after the field loses focus.
 */
export function AddressSearch({ onChoose, onFallback }: AddressSearchProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [inputValue, setInputValue] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const tooShort = query.length < GEO_LIMITS.queryMinLength;
  const { currentData, isFetching } = useGeoSearchQuery(query, { skip: tooShort });

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), GEO_LIMITS.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [typed]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (currentData) onFallback?.(currentData.fallback);
  }, [currentData, onFallback]);

  const cancelHide = () => window.clearTimeout(hideTimer.current);

  return (
    <Autocomplete<GeoSuggestion>
      options={tooShort ? [] : (currentData?.items ?? [])}
      // The server already matched them: shown as they come.
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => `${option.label}|${option.lat}|${option.lng}`}
      isOptionEqualToValue={(a, b) => a.label === b.label && a.lat === b.lat && a.lng === b.lng}
      value={null}
      inputValue={inputValue}
      open={open}
      onOpen={() => {
        cancelHide();
        setOpen(true);
      }}
      onClose={(_event, reason) => {
        cancelHide();
        if (reason === 'blur') hideTimer.current = window.setTimeout(() => setOpen(false), LIMITS.mapSuggestionHideDelayMs);
        else setOpen(false);
      }}
      onInputChange={(_event, value, reason) => {
        // Only what the user types is searched (at most what the server takes), not the label a choice writes.
        if (reason === 'input' || reason === 'clear') {
          setInputValue(value.slice(0, GEO_LIMITS.queryMaxLength));
          setTyped(value.slice(0, GEO_LIMITS.queryMaxLength));
        } else setInputValue(value);
      }}
      onChange={(_event, value) => {
        if (!value) return;
        setInputValue(value.label);
        onChoose(value);
      }}
      loading={isFetching}
      loadingText={t('map.search.loading')}
      noOptionsText={tooShort ? t('map.search.tooShort', GEO_LIMITS.queryMinLength) : t('map.search.noOptions')}
      renderInput={(params) => <TextField {...params} label={t('map.search')} />}
    />
  );
}
