import { useEffect, useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrganizationOption, OrganizationPickerPurpose } from '@/shared/records/contract';
import { useSearchOrganizationsQuery } from '@/web/features/records/recordsApi';
import { useT } from '@/web/i18n/useT';
import { MARKERS, markerOf, type OrganizationMarker } from './organizationMarkers';

/** What the picker needs to show a chosen organisation. */
export type PickedOrganization = Pick<OrganizationOption, 'id' | 'version' | 'name'> & Partial<OrganizationOption>;

export interface OrganizationPickerProps {
  label: string;
  value: PickedOrganization | null;
  onChange: (value: OrganizationOption | null) => void;
  onBlur?: () => void;
  /** Left out of the options (an entity is never its own parent). */
  excludeId?: number | null;
  /** What the choice is for: 'parent' offers only where the user may create or edit (default 'any'). */
  purpose?: OrganizationPickerPurpose;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

const DEBOUNCE_MS = 300;

export function MarkerDot({ marker }: { marker: OrganizationMarker }) {
  return <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: MARKERS[marker].color, flex: '0 0 auto' }} />;
}

/** The text legend of the coloured markers (colour is never the only carrier of meaning). */
export function MarkerLegend({ id }: { id?: string }) {
  const t = useT();
  return (
    <Stack id={id} direction="row" component="p" sx={{ m: 0, mt: 0.5, mx: 1.75, gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary" component="span">
        {t('entity.picker.legend')}:
      </Typography>
      {(Object.keys(MARKERS) as OrganizationMarker[]).map((m) => (
        <Stack key={m} direction="row" component="span" spacing={0.5} sx={{ alignItems: 'center' }}>
          <MarkerDot marker={m} />
          <Typography variant="caption" color="text.secondary" component="span">
            {t(MARKERS[m].label)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Chooses an organisation among the published, submitted and folder ones (GET /records/entity/picker),
 * searching by name, abbreviation or code as the user types; each option carries its coloured marker
 * and the marker's name in text.
 */
export function OrganizationPicker({ label, value, onChange, onBlur, excludeId, purpose = 'any', id, required, disabled, error, helperText }: OrganizationPickerProps) {
  const t = useT();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data = [], isFetching } = useSearchOrganizationsQuery({ query, limit: 20, purpose }, { skip: !open });
  const options = data.filter((o) => o.id !== excludeId);

  return (
    <Box>
      <Autocomplete<PickedOrganization, false, false, false>
        id={id}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={value}
        onChange={(_e, next) => onChange(next as OrganizationOption | null)}
        inputValue={open ? text : (value?.name ?? '')}
        onInputChange={(_e, next, reason) => reason === 'input' && setText(next)}
        options={options}
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id && a.version === b.version}
        loading={isFetching}
        disabled={disabled}
        loadingText={t('entity.picker.loading')}
        noOptionsText={t('entity.picker.noOptions')}
        renderOption={({ key, ...props }, option) => {
          const marker = markerOf({ state: option.state ?? 5, isFolder: option.isFolder ?? false });
          return (
            <Box component="li" key={`${key}-${option.version}`} {...props} sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
              <MarkerDot marker={marker} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">{option.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[option.abbreviation || option.code, t(MARKERS[marker].label)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={required && !disabled}
            error={error}
            helperText={helperText}
            placeholder={t('entity.picker.placeholder')}
            onBlur={onBlur}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': label,
                'aria-describedby': [helperText && id ? `${id}-helper-text` : null, disabled ? null : legendId].filter(Boolean).join(' ') || undefined,
              },
            }}
          />
        )}
      />
      {!disabled && <MarkerLegend id={legendId} />}
    </Box>
  );
}
