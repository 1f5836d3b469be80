import { useEffect, useId, useState, type HTMLAttributes } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import type { OrganizationOption, OrganizationPickerPurpose } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import type { Language } from '@/shared/errors';
import { MARKERS, markerOf, type OrganizationMarker } from './organizationMarkers';
import { useSearchOrganizationsQuery } from './recordsApi';

/** An organisation as a form holds it: the picker's option, or just id and name (e.g. loaded from a profile). */
export type PickedOrganization = Pick<OrganizationOption, 'id' | 'name'> & Partial<OrganizationOption>;

interface CommonProps {
  label: string;
  onBlur?: () => void;
  /** Left out of the options (an entity is never its own parent; the scope is not one of its branches). */
  excludeIds?: readonly (number | null | undefined)[];
  /** What the choice is for: 'parent' offers only where the user may create or edit (default 'any'); 'owner' the entities that may own records of `kind`. */
  purpose?: OrganizationPickerPurpose;
  /** With purpose 'owner': the kind of record the chosen entity will own. */
  kind?: RecordKindName;
  /** The text legend of the markers below the field (default: shown). */
  legend?: boolean;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

export type OrganizationPickerProps = CommonProps &
  (
    | { multiple?: false; value: PickedOrganization | null; onChange: (value: OrganizationOption | null) => void }
    /** Several organisations, shown as chips (the branches a profile leaves out). */
    | { multiple: true; value: PickedOrganization[]; onChange: (value: PickedOrganization[]) => void }
  );

const DEBOUNCE_MS = 300;
const OPTIONS_LIMIT = 20;

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

/** The options matching what the user typed (debounced), read only while the list is open. */
function useOrganizationOptions(open: boolean, purpose: OrganizationPickerPurpose, kind: RecordKindName | undefined) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data = [], isFetching } = useSearchOrganizationsQuery({ query, limit: OPTIONS_LIMIT, purpose, kind }, { skip: !open });
  return { text, setText, options: data, loading: isFetching };
}

/** An option's second line: its code and abbreviation, and its marker's meaning in text (the state, or 'Pasta'). */
function optionCaption(option: PickedOrganization, t: Translate, language: Language): string {
  const state = option.isFolder ? t('entity.picker.folder') : option.state !== undefined ? RECORD_STATE_LABELS[option.state][language] : null;
  return [option.code, option.abbreviation && option.abbreviation !== option.code ? option.abbreviation : null, state].filter(Boolean).join(' · ');
}

function OptionRow({ liProps, option }: { liProps: HTMLAttributes<HTMLLIElement>; option: PickedOrganization }) {
  const t = useT();
  const language = useLanguage();
  const marker = markerOf({ state: option.state ?? 5, isFolder: option.isFolder ?? false });
  return (
    <Box component="li" {...liProps} sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
      <MarkerDot marker={marker} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">{option.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {optionCaption(option, t, language)}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Chooses one organisation, or several, among the published, submitted and folder ones
 * (GET /records/entity/picker), searching by name, abbreviation or code as the user types; each
 * option carries its coloured marker and the marker's meaning in text.
 */
export function OrganizationPicker(props: OrganizationPickerProps) {
  const { label, onBlur, excludeIds = [], purpose = 'any', kind, legend = true, id, required, disabled, error, helperText } = props;
  const t = useT();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const { text, setText, options, loading } = useOrganizationOptions(open, purpose, kind);
  const showLegend = legend && !disabled;
  // A single choice shows its name in the input while the list is closed; chips show several.
  const inputValue = open || props.multiple ? text : (props.value?.name ?? '');

  return (
    <Box>
      <Autocomplete<PickedOrganization, boolean, false, false>
        id={id}
        multiple={props.multiple}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={props.value}
        onChange={(_e, next) => (props.multiple ? props.onChange(next as PickedOrganization[]) : props.onChange(next as OrganizationOption | null))}
        inputValue={inputValue}
        onInputChange={(_e, next, reason) => reason === 'input' && setText(next)}
        options={options.filter((o) => !excludeIds.includes(o.id))}
        filterOptions={(x) => x}
        filterSelectedOptions={props.multiple}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id && (a.version ?? b.version) === (b.version ?? a.version)}
        renderOption={({ key, ...liProps }, option) => <OptionRow key={`${key}-${option.id}-${option.version}`} liProps={liProps} option={option} />}
        renderValue={
          props.multiple
            ? (chosen, getItemProps) =>
                (chosen as PickedOrganization[]).map((option, index) => {
                  // In a multiple choice MUI passes each chip's key with its props.
                  const { key, ...itemProps } = getItemProps({ index }) as ReturnType<typeof getItemProps> & { key: number };
                  return <Chip key={key} size="small" label={option.name} {...itemProps} />;
                })
            : undefined
        }
        loading={loading}
        disabled={disabled}
        loadingText={t('entity.picker.loading')}
        noOptionsText={t('entity.picker.noOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={required && !disabled}
            error={error}
            helperText={helperText}
            placeholder={props.multiple && props.value.length > 0 ? undefined : t('entity.picker.placeholder')}
            onBlur={onBlur}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': label,
                'aria-describedby': [helperText && id ? `${id}-helper-text` : null, showLegend ? legendId : null].filter(Boolean).join(' ') || undefined,
              },
            }}
          />
        )}
      />
      {showLegend && <MarkerLegend id={legendId} />}
    </Box>
  );
}
