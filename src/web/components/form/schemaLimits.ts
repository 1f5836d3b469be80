/**
 * The character limit of a form field as its form's yup schema declares it (issue 29 §1): the one
 * source the input, its counter and the server agree on. Read from the schema's description, so no
 * yup code is needed here (the first screens' bundle stays as it is) and a form's schema is described
 * once, however many fields ask.
 */

/** What a yup schema (object, array, string …) says of itself: `schema.describe()`. */
interface FieldDescription {
  type?: string;
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription | FieldDescription[];
  tests?: readonly { name?: string; params?: Record<string, unknown> }[];
  meta?: Record<string, unknown>;
}

/** A yup schema as seen from here: anything that describes itself. */
export interface DescribableSchema {
  describe(): unknown;
}

export function isDescribableSchema(value: unknown): value is DescribableSchema {
  return typeof value === 'object' && value !== null && typeof (value as { describe?: unknown }).describe === 'function';
}

const described = new WeakMap<DescribableSchema, FieldDescription>();

function descriptionOf(schema: DescribableSchema): FieldDescription {
  let description = described.get(schema);
  if (!description) {
    description = schema.describe() as FieldDescription;
    described.set(schema, description);
  }
  return description;
}

/** 'contacts.0.value', 'contacts[0].value', 'texts.pt.question' → the description of that field. */
function fieldDescription(root: FieldDescription, path: string): FieldDescription | undefined {
  let current: FieldDescription | undefined = root;
  for (const part of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (!current) return undefined;
    if (current.type === 'object') current = current.fields?.[part];
    else if (current.type === 'array' && /^\d+$/.test(part)) current = Array.isArray(current.innerType) ? current.innerType[Number(part)] : current.innerType;
    else return undefined;
  }
  return current;
}

/**
 * A field's limit in characters: `meta({ maxCharacters })` where the count is not the string's length
 * (rich text counts its characters without markup), else its `.max()`; undefined when the schema has no
 * such field or names no limit.
 */
export function schemaMaxLength(schema: DescribableSchema, path: string): number | undefined {
  const field = fieldDescription(descriptionOf(schema), path);
  if (!field || (field.type !== 'string' && field.type !== 'mixed')) return undefined;
  const declared = field.meta?.maxCharacters;
  if (typeof declared === 'number') return declared;
  const max = field.tests?.find((test) => test.name === 'max')?.params?.max;
  return typeof max === 'number' ? max : undefined;
}
