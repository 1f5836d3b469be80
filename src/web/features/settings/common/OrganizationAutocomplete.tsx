import { useEffect, useState, type HTMLAttributes, type Key } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RecordState } from '@/shared/recordStates';
import type { OrganizationOption } from '@/shared/records/contract';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useSettingsOrganizationOptionsQuery } from './organizationOptionsApi';

/** An organisation as a form holds it: the picker's option, or just id and name (loaded from a profile). */
export type OrganizationChoice = Pick<OrganizationOption, 'id' | 'name'> & Partial<Omit<OrganizationOption, 'id' | 'name'>>;

const DEBOUNCE_MS = 300;
const OPTIONS_LIMIT = 20;

type Marker = 'published' | 'submitted' | 'folder';
const MARKER_COLOURS: Readonly<Record<Marker, string>> = { published: '#1e6b34', submitted: '#8a5300', folder: '#4a5561' };

function markerOf(option: OrganizationChoice): Marker | null {
  if (option.isFolder) return 'folder';
  if (option.state === undefined) return null;
  return option.state === RecordState.Published ? 'published' : 'submitted';
}

/** SPEC §4: published, folder and submitted organisations carry a coloured marker; its meaning is also written. */
function OptionMarker({ option }: { option: OrganizationChoice }) {
  const t = useT();
  const language = useLanguage();
  const marker = markerOf(option);
  if (!marker) return null;
  const text = marker === 'folder' ? t('settings.organization.folder') : RECORD_STATE_LABELS[option.state as RecordState][language];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: MARKER_COLOURS[marker], flex: '0 0 auto' }} />
      <Typography component="span" variant="caption" sx={{ color: MARKER_COLOURS[marker], fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}

function useOrganizationOptions(open: boolean, text: string) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data = [], isFetching } = useSettingsOrganizationOptionsQuery({ query, limit: OPTIONS_LIMIT }, { skip: !open });
  return { options: data, loading: isFetching };
}

function renderOption(props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: OrganizationChoice) {
  const { key, ...rest } = props;
  return (
    <Box component="li" key={`${key}-${option.id}`} {...rest} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important', gap: 0.25 }}>
      <Typography variant="body2">{option.name}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {(option.code || option.abbreviation) && (
          <Typography variant="caption" color="text.secondary">
            {[option.code, option.abbreviation && option.abbreviation !== option.code ? option.abbreviation : null].filter(Boolean).join(' · ')}
          </Typography>
        )}
        <OptionMarker option={option} />
      </Box>
    </Box>
  );
}

interface CommonProps {
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  onBlur?: () => void;
  /** Left out of the options (the organisation already chosen as the scope). */
  excludeIds?: readonly number[];
}

/**
 * One organisation, searched as the user types (GET /records/entity/picker: published, submitted and
 * folder entities by name, abbreviation or code); each option shows its code and state marker.
 */
export function OrganizationAutocomplete({
  id,
  label,
  value,
  onChange,
  required,
  disabled,
  error,
  helperText,
  onBlur,
  excludeIds = [],
}: CommonProps & { value: OrganizationChoice | null; onChange: (value: OrganizationChoice | null) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { options, loading } = useOrganizationOptions(open, text);
  return (
    <Autocomplete<OrganizationChoice, false, false, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={open ? text : (value?.name ?? '')}
      onInputChange={(_e, next, reason) => reason === 'input' && setText(next)}
      options={options.filter((o) => !excludeIds.includes(o.id))}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={renderOption}
      loading={loading}
      disabled={disabled}
      loadingText={t('settings.organization.loading')}
      noOptionsText={t('settings.organization.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required && !disabled}
          error={error}
          helperText={helperText}
          onBlur={onBlur}
          placeholder={t('settings.organization.placeholder')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}

/** Several organisations (the branches a profile leaves out), chosen the same way; shown as chips. */
export function OrganizationMultiAutocomplete({
  id,
  label,
  value,
  onChange,
  required,
  disabled,
  error,
  helperText,
  onBlur,
  excludeIds = [],
}: CommonProps & { value: OrganizationChoice[]; onChange: (value: OrganizationChoice[]) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { options, loading } = useOrganizationOptions(open, text);
  return (
    <Autocomplete<OrganizationChoice, true, false, false>
      id={id}
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_e, next, reason) => reason === 'input' && setText(next)}
      options={options.filter((o) => !excludeIds.includes(o.id))}
      filterOptions={(x) => x}
      filterSelectedOptions
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={renderOption}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} {...itemProps} />;
        })
      }
      loading={loading}
      disabled={disabled}
      loadingText={t('settings.organization.loading')}
      noOptionsText={t('settings.organization.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required && !disabled}
          error={error}
          helperText={helperText}
          onBlur={onBlur}
          placeholder={value.length === 0 ? t('settings.organization.placeholder') : undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}
