/** TypeBox schemas of the list preferences and saved searches (issue 30 §3, src/shared/userPreferences.ts). */
import { Type } from '@sinclair/typebox';
import { LIST_DENSITIES, LIST_SEARCH_FORMS, PAGE_SIZES, PREFERENCE_LIMITS } from '@/shared/userPreferences';

export const ListKeySchema = Type.String({ minLength: 1, maxLength: PREFERENCE_LIMITS.listKeyMaxLength, pattern: PREFERENCE_LIMITS.listKeyPattern });

export const ListPreferencesSchema = Type.Object(
  {
    columns: Type.Optional(
      Type.Array(
        Type.Object(
          {
            key: Type.String({ minLength: 1, maxLength: PREFERENCE_LIMITS.columnKeyMaxLength, pattern: '^[A-Za-z0-9_.-]+$' }),
            hidden: Type.Boolean(),
          },
          { additionalProperties: false },
        ),
        { maxItems: PREFERENCE_LIMITS.maxColumns },
      ),
    ),
    pageSize: Type.Optional(Type.Union(PAGE_SIZES.map((size) => Type.Literal(size)))),
    density: Type.Optional(Type.Union(LIST_DENSITIES.map((density) => Type.Literal(density)))),
  },
  { additionalProperties: false },
);

export const AllListPreferencesSchema = Type.Record(ListKeySchema, ListPreferencesSchema, { description: 'The shape of each list the user changed, by list key' });

const FormSchema = Type.Union(LIST_SEARCH_FORMS.map((form) => Type.Literal(form)));

/** A form's values: keys of the form (others are dropped), each value checked against its field's type. */
const ValuesSchema = Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), { maxProperties: 40 });

export const SavedSearchInputSchema = Type.Object(
  {
    form: FormSchema,
    name: Type.String({ minLength: 1, maxLength: PREFERENCE_LIMITS.savedSearchNameMaxLength, pattern: '\\S' }),
    values: ValuesSchema,
  },
  { additionalProperties: false },
);

export const SavedSearchSchema = Type.Object({
  id: Type.Integer(),
  form: FormSchema,
  name: Type.String(),
  values: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String({ format: 'date-time' }),
});
