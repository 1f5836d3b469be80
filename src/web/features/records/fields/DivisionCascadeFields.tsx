import { useFormikContext } from 'formik';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DivisionType } from '@/shared/enums';
import { useFieldState } from '@/web/components/form/useFieldState';
import { useT } from '@/web/i18n/useT';
import { useDivisions, type DivisionChoice } from './useDivisions';

interface LevelProps {
  name: string;
  label: string;
  choices: readonly DivisionChoice[];
  /** The fields below this one, emptied when it changes (a county of another island is no longer valid). */
  clears: readonly string[];
  disabled?: boolean;
  helperText?: string;
}

/** One level of the cascade: a select of the divisions under the level above, by name. */
function DivisionLevel({ name, label, choices, clears, disabled, helperText }: LevelProps) {
  const t = useT();
  const { setFieldValue } = useFormikContext();
  const { field, helpers, error } = useFieldState<number | null>(name);
  const value = typeof field.value === 'number' && choices.some((c) => c.id === field.value) ? field.value : '';
  return (
    <TextField
      id={name}
      select
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => {
        const next = e.target.value === '' ? null : Number(e.target.value);
        void helpers.setValue(next);
        for (const below of clears) void setFieldValue(below, null);
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    >
      <MenuItem value="">
        <em>{t('field.selectNone')}</em>
      </MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Level = 'island' | 'county' | 'parish';

export interface DivisionCascadeFieldsProps {
  /** The Formik fields of the island, the county (municipality) and the parish ids. */
  names: { island: string; county: string; parish: string };
  labels: { island: string; county: string; parish: string };
  /** What a level says while the one above is not chosen yet ('Escolha primeiro a ilha'). */
  chooseAboveHint?: { county: string; parish: string };
}

const byName = (a: DivisionChoice, b: DivisionChoice) => a.name.localeCompare(b.name, 'pt');

/**
 * One level of the island → county → parish cascade on its own (a search form lays each in its own
 * cell): the islands, the counties of the chosen island or the parishes of the chosen county; changing
 * a level empties those below it.
 */
export function DivisionCascadeLevel({ level, names, labels, chooseAboveHint }: DivisionCascadeFieldsProps & { level: Level }) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const { choices } = useDivisions();
  const islandId = values[names.island];
  const countyId = values[names.county];
  if (level === 'island') {
    const islands = choices.filter((c) => c.type === DivisionType.Island).sort(byName);
    return <DivisionLevel name={names.island} label={labels.island} choices={islands} clears={[names.county, names.parish]} />;
  }
  if (level === 'county') {
    const counties = typeof islandId === 'number' ? choices.filter((c) => c.type === DivisionType.County && c.parentId === islandId).sort(byName) : [];
    return (
      <DivisionLevel
        name={names.county}
        label={labels.county}
        choices={counties}
        clears={[names.parish]}
        disabled={counties.length === 0}
        helperText={typeof islandId === 'number' ? undefined : chooseAboveHint?.county}
      />
    );
  }
  const parishes = typeof countyId === 'number' ? choices.filter((c) => c.type === DivisionType.Parish && c.parentId === countyId).sort(byName) : [];
  return (
    <DivisionLevel
      name={names.parish}
      label={labels.parish}
      choices={parishes}
      clears={[]}
      disabled={parishes.length === 0}
      helperText={typeof countyId === 'number' ? undefined : chooseAboveHint?.parish}
    />
  );
}

/**
 * Island → county → parish of the Azores, chosen in cascade from the seeded divisions: the counties of
 * the chosen island, then the parishes of the chosen county; changing a level empties those below it.
 * The heritage form shows the three in a row.
 */
export function DivisionCascadeFields(props: DivisionCascadeFieldsProps) {
  const cell = { xs: 12, sm: 4 } as const;
  return (
    <Grid container spacing={2}>
      {(['island', 'county', 'parish'] as const).map((level) => (
        <Grid key={level} size={cell}>
          <DivisionCascadeLevel level={level} {...props} />
        </Grid>
      ))}
    </Grid>
  );
}
