import { useEffect, useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { RecordState } from '@/shared/recordStates';
import type { RecordKindName } from '@/shared/records/kinds';
import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import { useT } from '@/web/i18n/useT';
import { useSearchRecordsQuery } from '../recordsApi';
import { RecordName, useRecordName } from './RecordName';

/** A version of a record as a picker holds it; the name may be unknown yet (it is then read for display). */
export interface PickedRecord {
  id: number;
  version: number;
  name?: string;
}

interface CommonProps {
  /** The kind of the records offered. */
  kind: RecordKindName;
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  /** Records never offered (a service is never its own parent). */
  excludeIds?: readonly (number | null | undefined)[];
}

export type RecordPickerProps = CommonProps &
  (
    | { multiple?: false; value: PickedRecord | null; onChange: (value: PickedRecord | null) => void }
    | { multiple: true; value: PickedRecord[]; onChange: (value: PickedRecord[]) => void }
  );

const DEBOUNCE_MS = 300;
const OPTIONS_LIMIT = 20;

/** The published records of a kind whose name matches what the user typed (debounced), read only while the list is open. */
function usePublishedRecords(kind: RecordKindName, open: boolean) {
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setName(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  // The kind's own search form (SPEC §3.1) with the typed name; only published versions may be referred to (SPEC §5).
  const initial = INITIAL_SEARCH_FORMS[kind];
  const states = 'recordStateTypeIds' in initial ? { recordStateTypeIds: [RecordState.Published] } : { recordStateIds: [RecordState.Published] };
  // The form's name filter: 'location' in the heritage form (SPEC §3.1), 'name' in the others.
  const nameField = 'location' in initial ? 'location' : 'name';
  const form = { ...initial, [nameField]: name, ...states, pageSize: OPTIONS_LIMIT };
  const { data, isFetching } = useSearchRecordsQuery({ kind, form }, { skip: !open });
  const options: PickedRecord[] = (data?.items ?? []).map((r) => ({ id: r.id, version: r.version, name: r.name }));
  return { text, setText, options, loading: isFetching };
}

const labelOf = (r: PickedRecord) => r.name ?? `#${r.id}`;

/**
 * Chooses one published record of a kind, or several (shown as chips), searching by name through the
 * kind's list search (POST /records/{kind}/search): the parent service, a service's necessary
 * documents … A chosen record whose name is not known yet shows it once read (RecordName).
 */
export function RecordPicker(props: RecordPickerProps) {
  const { kind, label, id, required, disabled, error, helperText, onBlur, excludeIds = [] } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const { text, setText, options, loading } = usePublishedRecords(kind, open);
  const single = props.multiple ? null : props.value;
  // A single choice known by id only (a saved reference) shows its name once read.
  const singleName = useRecordName(kind, single && !single.name ? single.id : null, single?.version);
  const inputValue = open || props.multiple ? text : single ? (single.name ?? singleName ?? `#${single.id}`) : '';

  return (
    <Autocomplete<PickedRecord, boolean, false, false>
      id={id}
      multiple={props.multiple}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={props.value}
      onChange={(_e, next) => (props.multiple ? props.onChange(next as PickedRecord[]) : props.onChange(next as PickedRecord | null))}
      inputValue={inputValue}
      onInputChange={(_e, next, reason) => reason === 'input' && setText(next)}
      options={options.filter((o) => !excludeIds.includes(o.id))}
      filterOptions={(x) => x}
      filterSelectedOptions={props.multiple}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id && a.version === b.version}
      renderOption={({ key, ...liProps }, option) => (
        <li key={`${key}-${option.id}-${option.version}`} {...liProps}>
          {labelOf(option)}
        </li>
      )}
      renderValue={
        props.multiple
          ? (chosen, getItemProps) =>
              (chosen as PickedRecord[]).map((option, index) => {
                // In a multiple choice MUI passes each chip's key with its props.
                const { key, ...itemProps } = getItemProps({ index }) as ReturnType<typeof getItemProps> & { key: number };
                return <Chip key={key} size="small" label={option.name ?? <RecordName kind={kind} id={option.id} version={option.version} />} {...itemProps} />;
              })
          : undefined
      }
      loading={loading}
      disabled={disabled}
      loadingText={t('picker.record.loading')}
      noOptionsText={t('picker.record.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required && !disabled}
          error={error}
          helperText={helperText}
          placeholder={props.multiple && props.value.length > 0 ? undefined : t('picker.record.placeholder')}
          onBlur={onBlur}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}
