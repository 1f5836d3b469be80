import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useFieldState } from '@/web/components/form/useFieldState';
import { useT } from '@/web/i18n/useT';

/** Keywords as chips: type one and press Enter; each one at most 100 characters, no repeats. */
export function KeywordsField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const { field, helpers, error } = useFieldState<string[]>(name);
  const value = Array.isArray(field.value) ? field.value : [];
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      id={name}
      options={[]}
      value={value}
      onChange={(_e, next) => {
        const cleaned = next.map((k) => k.trim()).filter((k, i, all) => k !== '' && all.findIndex((x) => x.toLowerCase() === k.toLowerCase()) === i);
        void helpers.setValue(cleaned);
      }}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('record.keywords.placeholder')}
          error={Boolean(error)}
          helperText={error}
          onBlur={() => void helpers.setTouched(true)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}
