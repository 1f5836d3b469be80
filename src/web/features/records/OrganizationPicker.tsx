import { useId, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import type { OrganizationOption, OrganizationPickerPurpose } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import type { Language } from '@/shared/errors';
import { MARKERS, markerOf, type OrganizationMarker } from './organizationMarkers';
import { PICKER_OPTIONS_LIMIT, SearchPicker, usePickerSearch, type PickerChoice, type PickerFieldProps, type PickerSearch } from './fields/SearchPicker';
import { useSearchOrganizationsQuery } from './recordsApi';

/** An organisation as a form holds it: the picker's option, or just id and name (e.g. loaded from a profile). */
export type PickedOrganization = Pick<OrganizationOption, 'id' | 'name'> & Partial<OrganizationOption>;

interface CommonProps extends PickerFieldProps {
  /** Left out of the options (an entity is never its own parent; the scope is not one of its branches). */
  excludeIds?: readonly (number | null | undefined)[];
  /** What the choice is for: 'parent' offers only where the user may create or edit (default 'any'); 'owner' the entities that may own records of `kind`. */
  purpose?: OrganizationPickerPurpose;
  /** With purpose 'owner': the kind of record the chosen entity will own. */
  kind?: RecordKindName;
  /** The text legend of the markers below the field (default: shown). */
  legend?: boolean;
  helperText?: string;
}

export type OrganizationPickerProps = CommonProps &
  (
    | { multiple?: false; value: PickedOrganization | null; onChange: (value: OrganizationOption | null) => void }
    /** Several organisations, shown as chips (the branches a profile leaves out). */
    | { multiple: true; value: PickedOrganization[]; onChange: (value: PickedOrganization[]) => void }
  );

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
function useOrganizationOptions(search: PickerSearch, purpose: OrganizationPickerPurpose, kind: RecordKindName | undefined) {
  const { data = [], isFetching } = useSearchOrganizationsQuery({ query: search.query, limit: PICKER_OPTIONS_LIMIT, purpose, kind }, { skip: !search.open });
  return { options: data, loading: isFetching };
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
  const { label, onBlur, excludeIds, purpose = 'any', kind, legend = true, id, required, disabled, error, helperText } = props;
  const t = useT();
  const legendId = useId();
  const search = usePickerSearch();
  const { options, loading } = useOrganizationOptions(search, purpose, kind);
  const showLegend = legend && !disabled;
  // A single choice is always one of the options, which are the server's OrganizationOptions.
  const choice: PickerChoice<PickedOrganization> = props.multiple
    ? props
    : { multiple: props.multiple, value: props.value, onChange: (next) => props.onChange(next as OrganizationOption | null) };

  return (
    <Box>
      <SearchPicker<PickedOrganization>
        {...choice}
        label={label}
        id={id}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        onBlur={onBlur}
        excludeIds={excludeIds}
        search={search}
        options={options}
        loading={loading}
        // A single choice shows its name in the input while the list is closed; chips show several.
        closedText={props.multiple ? '' : (props.value?.name ?? '')}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id && (a.version ?? b.version) === (b.version ?? a.version)}
        renderOption={(liProps, option) => <OptionRow liProps={liProps} option={option} />}
        chipLabel={(option) => option.name}
        texts={{ loading: t('entity.picker.loading'), noOptions: t('entity.picker.noOptions'), placeholder: t('entity.picker.placeholder') }}
        htmlInput={{
          'aria-describedby': [helperText && id ? `${id}-helper-text` : null, showLegend ? legendId : null].filter(Boolean).join(' ') || undefined,
        }}
      />
      {showLegend && <MarkerLegend id={legendId} />}
    </Box>
  );
}
