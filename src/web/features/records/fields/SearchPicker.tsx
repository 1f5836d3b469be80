import { Fragment, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

/** How long typing must pause before the options are searched for. */
const DEBOUNCE_MS = 300;
/** How many options a search asks for. */
export const PICKER_OPTIONS_LIMIT = 20;

/** Whether a picker's list is open, what the user typed, and that text once typing paused (what to search for). */
export interface PickerSearch {
  open: boolean;
  setOpen: (open: boolean) => void;
  text: string;
  setText: (text: string) => void;
  query: string;
}

/** The state of a searching picker: its options are to be read only while `open`, for the debounced `query`. */
export function usePickerSearch(): PickerSearch {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return { open, setOpen, text, setText, query };
}

/** One choice or several, as the pickers built on SearchPicker take them. */
export type PickerChoice<T> = { multiple?: false; value: T | null; onChange: (value: T | null) => void } | { multiple: true; value: T[]; onChange: (value: T[]) => void };

/** What a picker's user sets of its field, passed on as it is. */
export interface PickerFieldProps {
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  /** Left out of the options. */
  excludeIds?: readonly (number | null | undefined)[];
}

export type SearchPickerProps<T extends { id: number; version?: number }> = PickerChoice<T> &
  PickerFieldProps & {
    search: PickerSearch;
    options: readonly T[];
    loading: boolean;
    /** What the input shows of a single choice while the list is closed. */
    closedText: string;
    getOptionLabel: (option: T) => string;
    isOptionEqualToValue: (a: T, b: T) => boolean;
    renderOption: (liProps: HTMLAttributes<HTMLLIElement>, option: T) => ReactNode;
    /** A chosen option's chip label (several choices). */
    chipLabel: (option: T) => ReactNode;
    texts: { loading: string; noOptions: string; placeholder: string };
    /** Added to the input's own attributes (e.g. aria-describedby). */
    htmlInput?: Record<string, string | undefined>;
  };

/**
 * The autocomplete the organisation and record pickers share: options searched as the user types
 * (never filtered again here), several choices shown as chips, the required mark unless disabled,
 * and the input named by the label. The callers bring the options and how an option looks.
 */
export function SearchPicker<T extends { id: number; version?: number }>(props: SearchPickerProps<T>) {
  const { search, options, loading, closedText, label, id, required, disabled, error, helperText, onBlur, excludeIds = [], texts } = props;
  const inputValue = search.open || props.multiple ? search.text : closedText;
  return (
    <Autocomplete<T, boolean, false, false>
      id={id}
      multiple={props.multiple}
      open={search.open}
      onOpen={() => search.setOpen(true)}
      onClose={() => search.setOpen(false)}
      value={props.value}
      onChange={(_e, next) => (props.multiple ? props.onChange(next as T[]) : props.onChange(next as T | null))}
      inputValue={inputValue}
      onInputChange={(_e, next, reason) => reason === 'input' && search.setText(next)}
      options={options.filter((o) => !excludeIds.includes(o.id))}
      filterOptions={(x) => x}
      filterSelectedOptions={props.multiple}
      getOptionLabel={props.getOptionLabel}
      isOptionEqualToValue={props.isOptionEqualToValue}
      renderOption={({ key, ...liProps }, option) => <Fragment key={`${key}-${option.id}-${option.version}`}>{props.renderOption(liProps, option)}</Fragment>}
      renderValue={
        props.multiple
          ? (chosen, getItemProps) =>
              (chosen as T[]).map((option, index) => {
                // In a multiple choice MUI passes each chip's key with its props.
                const { key, ...itemProps } = getItemProps({ index }) as ReturnType<typeof getItemProps> & { key: number };
                return <Chip key={key} size="small" label={props.chipLabel(option)} {...itemProps} />;
              })
          : undefined
      }
      loading={loading}
      disabled={disabled}
      loadingText={texts.loading}
      noOptionsText={texts.noOptions}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required && !disabled}
          error={error}
          helperText={helperText}
          placeholder={props.multiple && props.value.length > 0 ? undefined : texts.placeholder}
          onBlur={onBlur}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label, ...props.htmlInput } }}
        />
      )}
    />
  );
}
