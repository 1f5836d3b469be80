import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { DIVISION_TYPE_LABELS } from '@/shared/enumLabels';
import type { DivisionType } from '@/shared/enums';
import { useFieldState } from '@/web/components/form/useFieldState';
import { useLanguage } from '@/web/i18n/useT';
import { rankDivisionOptions } from './divisionRanking';
import { useDivisions, type DivisionChoice } from './useDivisions';

interface Props {
  name: string;
  label: string;
  /** Several divisions (territorial scope) or one (the address's parish). */
  multiple?: boolean;
  /** Only divisions of these types (e.g. parishes for an address). */
  types?: readonly DivisionType[];
}

/**
 * Islands, municipalities and parishes of the Azores, searchable by name (ranked: divisionRanking.ts),
 * grouped by their type.
 */
export function DivisionsField({ name, label, multiple = false, types }: Props) {
  const language = useLanguage();
  const { choices, isLoading } = useDivisions();
  const { field, helpers, error } = useFieldState<number[] | number | null>(name);
  const options = types ? choices.filter((c) => types.includes(c.type as DivisionType)) : choices;
  const selectedIds = multiple ? (Array.isArray(field.value) ? field.value : []) : typeof field.value === 'number' ? [field.value] : [];
  const selected = options.filter((o) => selectedIds.includes(o.id));
  const groupOf = (o: DivisionChoice) => DIVISION_TYPE_LABELS[o.type as DivisionType]?.[language] ?? '';
  const grouped = multiple || !types || types.length !== 1;
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField {...params} label={label} error={Boolean(error)} helperText={error} onBlur={() => void helpers.setTouched(true)} />
  );

  if (multiple) {
    return (
      <Autocomplete<DivisionChoice, true>
        multiple
        id={name}
        loading={isLoading}
        options={options}
        groupBy={groupOf}
        filterOptions={(all, { inputValue }) => rankDivisionOptions(all, inputValue, groupOf)}
        value={selected}
        getOptionLabel={(o) => o.label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, next) => void helpers.setValue(next.map((n) => n.id))}
        renderValue={(values, getItemProps) =>
          values.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={option.label} size="small" {...itemProps} />;
          })
        }
        renderInput={input}
      />
    );
  }
  return (
    <Autocomplete<DivisionChoice, false>
      id={name}
      loading={isLoading}
      options={options}
      groupBy={grouped ? groupOf : undefined}
      filterOptions={(all, { inputValue }) => rankDivisionOptions(all, inputValue, grouped ? groupOf : undefined)}
      value={selected[0] ?? null}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => void helpers.setValue(next ? next.id : null)}
      renderInput={input}
    />
  );
}
