/** Test helper: every message a kind's shared schema gives for a body (none may be yup's own English words). */
import { ValidationError, type AnyObjectSchema } from 'yup';

export async function schemaMessages(schema: AnyObjectSchema, body: unknown): Promise<unknown[]> {
  try {
    await schema.validate(body, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner.length ? error.inner : [error]).map((e) => e.message as unknown);
  }
}

/** Every path the schema refuses in `body`, with its message's key. */
export async function refusedPaths(schema: AnyObjectSchema, body: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    return Object.fromEntries(inner.map((e) => [e.path ?? '', (e.message as unknown as { key?: string }).key ?? String(e.message)]));
  }
}
