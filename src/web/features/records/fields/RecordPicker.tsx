import { RecordState } from '@/shared/recordStates';
import type { RecordKindName } from '@/shared/records/kinds';
import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import { useT } from '@/web/i18n/useT';
import { useSearchRecordsQuery } from '../recordsApi';
import { RecordName, useRecordName } from './RecordName';
import { PICKER_OPTIONS_LIMIT, SearchPicker, usePickerSearch, type PickerChoice, type PickerFieldProps, type PickerSearch } from './SearchPicker';

/** A version of a record as a picker holds it; the name may be unknown yet (it is then read for display). */
export interface PickedRecord {
  id: number;
  version: number;
  name?: string;
}

interface CommonProps extends PickerFieldProps {
  /** The kind of the records offered. */
  kind: RecordKindName;
}

export type RecordPickerProps = CommonProps & PickerChoice<PickedRecord>;

/** The published records of a kind whose name matches what the user typed (debounced), read only while the list is open. */
function usePublishedRecords(kind: RecordKindName, search: PickerSearch) {
  // The kind's own search form (SPEC §3.1) with the typed name; only published versions may be referred to (SPEC §5).
  const initial = INITIAL_SEARCH_FORMS[kind];
  const states = 'recordStateTypeIds' in initial ? { recordStateTypeIds: [RecordState.Published] } : { recordStateIds: [RecordState.Published] };
  // The form's name filter: 'location' in the heritage form (SPEC §3.1), 'name' in the others.
  const nameField = 'location' in initial ? 'location' : 'name';
  const form = { ...initial, [nameField]: search.query, ...states, pageSize: PICKER_OPTIONS_LIMIT };
  const { data, isFetching } = useSearchRecordsQuery({ kind, form }, { skip: !search.open });
  const options: PickedRecord[] = (data?.items ?? []).map((r) => ({ id: r.id, version: r.version, name: r.name }));
  return { options, loading: isFetching };
}

const labelOf = (r: PickedRecord) => r.name ?? `#${r.id}`;

/**
 * Chooses one published record of a kind, or several (shown as chips), searching by name through the
 * kind's list search (POST /records/{kind}/search): the parent service, a service's necessary
 * documents … A chosen record whose name is not known yet shows it once read (RecordName).
 */
export function RecordPicker(props: RecordPickerProps) {
  const { kind } = props;
  const t = useT();
  const search = usePickerSearch();
  const { options, loading } = usePublishedRecords(kind, search);
  const single = props.multiple ? null : props.value;
  // A single choice known by id only (a saved reference) shows its name once read.
  const singleName = useRecordName(kind, single && !single.name ? single.id : null, single?.version);

  return (
    <SearchPicker<PickedRecord>
      {...props}
      search={search}
      options={options}
      loading={loading}
      closedText={single ? (single.name ?? singleName ?? `#${single.id}`) : ''}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id && a.version === b.version}
      renderOption={(liProps, option) => <li {...liProps}>{labelOf(option)}</li>}
      chipLabel={(option) => option.name ?? <RecordName kind={kind} id={option.id} version={option.version} />}
      texts={{ loading: t('picker.record.loading'), noOptions: t('picker.record.noOptions'), placeholder: t('picker.record.placeholder') }}
    />
  );
}
