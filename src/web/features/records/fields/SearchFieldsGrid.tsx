/**
 * A kind's search form (SPEC §3.1) as a declaration: its fields in order, laid out in one grid. The
 * kinds' search forms share their header texts (code, name, abbreviation), the state filter and the
 * active filter; what differs is data, so each kind lists its fields instead of composing the grid.
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import type { CatalogueEntry } from '@/shared/errors';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RecordState } from '@/shared/recordStates';
import type { ReferenceCategory } from '@/shared/referenceLists';
import { BooleanSelectField } from '@/web/components/form/BooleanSelectField';
import { SelectField, type SelectOption } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useReferenceOptions } from '../useReferenceOptions';

export type SearchFieldDeclaration =
  /** A text matched accent- and case-insensitively by the server; `wide` takes two cells (the name). */
  | { type: 'text'; name: string; label: string; wide?: boolean }
  /** Several items of a reference list (object parameters). */
  | { type: 'reference'; name: string; label: string; category: ReferenceCategory }
  /** Items of a fixed list. */
  | { type: 'select'; name: string; label: string; options: readonly SelectOption[]; multiple?: boolean }
  /** The record states (SPEC §3.2), several at once. */
  | { type: 'state'; name: string }
  /** Active, inactive or either. */
  | { type: 'active'; label: string }
  /** Anything else (a cascade of divisions …), in one cell. */
  | { type: 'custom'; name: string; element: ReactNode };

/** Every state, in the workflow's order (the state filter's options; the list's hidden-records count asks for the others). */
export const SEARCHABLE_STATES = [
  RecordState.Draft,
  RecordState.SubmittedForApproval,
  RecordState.SubmittedForPublication,
  RecordState.Published,
  RecordState.Returned,
  RecordState.Archived,
  RecordState.Obsolete,
  RecordState.Extinct,
];

/** The code, name and abbreviation filters, labelled as the kind labels its fields (the spec spells the field 'abreviation'). */
export function headerSearchFields(labels: Readonly<Record<'code' | 'name' | 'abbreviation', CatalogueEntry>>, language: 'pt' | 'en'): SearchFieldDeclaration[] {
  return [
    { type: 'text', name: 'code', label: labels.code[language] },
    { type: 'text', name: 'name', label: labels.name[language], wide: true },
    { type: 'text', name: 'abreviation', label: labels.abbreviation[language] },
  ];
}

function ReferenceSearchField({ name, label, category }: { name: string; label: string; category: ReferenceCategory }) {
  const { options } = useReferenceOptions(category);
  return <SelectField name={name} label={label} options={options} multiple />;
}

function SearchField({ field }: { field: SearchFieldDeclaration }) {
  const t = useT();
  const language = useLanguage();
  switch (field.type) {
    case 'text':
      return <TextInput name={field.name} label={field.label} />;
    case 'reference':
      return <ReferenceSearchField name={field.name} label={field.label} category={field.category} />;
    case 'select':
      return <SelectField name={field.name} label={field.label} options={field.options} multiple={field.multiple} />;
    case 'state':
      return (
        <SelectField
          name={field.name}
          label={t('record.search.state')}
          options={SEARCHABLE_STATES.map((s) => ({ value: s, label: RECORD_STATE_LABELS[s][language] }))}
          multiple
        />
      );
    case 'active':
      return <BooleanSelectField name="active" label={field.label} />;
    case 'custom':
      return field.element;
  }
}

const nameOf = (field: SearchFieldDeclaration): string => (field.type === 'active' ? 'active' : field.name);

/** The fields of a search form, four to a row on wide screens, two on tablets, one on phones. */
export function SearchFieldsGrid({ fields }: { fields: readonly SearchFieldDeclaration[] }) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={nameOf(field)} size={{ xs: 12, sm: 6, lg: field.type === 'text' && field.wide ? 6 : 3 }}>
          <SearchField field={field} />
        </Grid>
      ))}
    </Grid>
  );
}
