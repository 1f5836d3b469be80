import { createContext, useContext, type ReactNode } from 'react';
import { schemaMaxLength, type DescribableSchema } from './schemaLimits';

const FieldSchemaContext = createContext<DescribableSchema | null>(null);

/**
 * Names the schema of the form within (the kind's shared schema, a settings form's schema): its
 * fields read their character limits from it (issue 29 §1). Formik does not hand its
 * `validationSchema` down to the fields, and the record pages validate through a function, hence this.
 */
export function FieldSchemaProvider({ schema, children }: { schema: DescribableSchema; children: ReactNode }) {
  return <FieldSchemaContext.Provider value={schema}>{children}</FieldSchemaContext.Provider>;
}

/**
 * The character limit of the field `name`: what the FieldSchemaProvider's schema says of it — the
 * schema the server checks too, so the input, its counter and the server agree — else `fallback`, for
 * a field no schema knows (SPEC §5: 100 for a text input, 200 for a textarea).
 */
export function useFieldMaxLength(name: string, fallback: number): number {
  const schema = useContext(FieldSchemaContext);
  return (schema && schemaMaxLength(schema, name)) ?? fallback;
}
