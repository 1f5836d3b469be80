/**
 * The engine's rules that hold for every kind (SPEC §5 server-side rules, §4 duplicates): input
 * validation with the shared schema, validity dates, the parent, and the duplicate warning.
 */
import { ValidationError } from 'yup';
import { ErrorCode, type Language } from '@/shared/errors';
import { validationText } from '@/shared/records/recordValidationMessages';
import { RecordState } from '@/shared/recordStates';
import type { DuplicateWarningData } from '@/shared/records/contract';
import type { RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import { sanitizeRichText } from '../http/richTextSanitizer';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { similarAsSeenBy } from './recordAccess';
import { findSimilarNames, findVersion, lockName } from './recordRepository';

/** Every text inside a rich-text field's value (one text, a text per language, a list of them …) sanitised. */
function sanitizedValue(value: unknown): unknown {
  if (typeof value === 'string') return sanitizeRichText(value);
  if (Array.isArray(value)) return value.map(sanitizedValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, sanitizedValue(v)]));
  return value;
}

/**
 * The body with the HTML of the kind's rich-text fields (`richTextFields`) reduced to the allow-list
 * (richTextSanitizer.ts): script, event handlers, styles and dangerous links never reach the
 * database, whatever a client sends. Runs before the schema, so that its maximum counts the kept text.
 */
export function sanitizeRichTextFields(def: Pick<ServerKindDefinition, 'richTextFields'>, raw: unknown): unknown {
  const fields = def.richTextFields ?? [];
  if (fields.length === 0 || raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  for (const field of fields) if (field in body) body[field] = sanitizedValue(body[field]);
  return body;
}

/** Validates and normalises a body with the kind's shared schema; the first error names its field. */
export function parseInput(def: ServerKindDefinition, raw: unknown): Record<string, unknown> {
  if (raw && typeof raw === 'object' && !(raw as Record<string, unknown>).startDate) {
    throw new AppError(ErrorCode.StartDateRequired);
  }
  try {
    return def.schema.validateSync(raw, { abortEarly: true, stripUnknown: true }) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ValidationError) {
      const field = (error.path ?? '').split(/[.[]/)[0] ?? '';
      // The schema's message is a reference to a §5 text (shared/validation.ts): worded in each language.
      const message: unknown = error.errors[0] ?? error.message;
      const detail = (language: Language) => {
        const label = def.labels[field]?.[language] ?? error.path ?? '';
        return label ? `${label}: ${validationText(message, language)}` : validationText(message, language);
      };
      throw new AppError(def.meta.codes.invalid, { detail: { pt: detail('pt'), en: detail('en') } });
    }
    throw error;
  }
}

/** End after start; start not before the parent's; the parent published (SPEC §5). */
export async function checkDatesAndParent(ctx: EngineContext, def: ServerKindDefinition, input: Record<string, unknown>): Promise<RecordVersion | null> {
  const start = input.startDate as string;
  const end = (input.endDate as string | null) ?? null;
  if (end && end <= start) throw new AppError(ErrorCode.EndDateNotAfterStart);
  const parentId = (input.parentId as number | null) ?? null;
  if (!def.hasParentOfSameKind || parentId === null) return null;
  const parentVersion = (input.parentVersion as number | null) ?? null;
  const parent = parentVersion === null ? undefined : await findVersion(ctx.db, def.meta.objectKind, parentId, parentVersion);
  if (!parent) throw new AppError(def.meta.codes.notFound, { detail: def.labels.parentId?.[ctx.language] });
  if (parent.state !== RecordState.Published) throw new AppError(ErrorCode.ParentNotPublished);
  if (parent.start_date && start < parent.start_date) throw new AppError(ErrorCode.StartBeforeParentStart);
  return parent;
}

/**
 * Warns (the kind's duplicate code) about records with a similar name unless the user chose to continue.
 * Must run in the write's transaction: the name stays locked until it commits, so a parallel writer of
 * the same name checks only after this one's row is visible. Also taken when continuing, so that
 * writer's row is not missed by a parallel one that does check.
 */
export async function checkDuplicates(
  ctx: EngineContext,
  def: ServerKindDefinition,
  name: string,
  exceptId: number | null,
  continueOnDuplicate: boolean | undefined,
): Promise<void> {
  await lockName(ctx.db, def.meta.objectKind, name);
  if (continueOnDuplicate) return;
  const candidates = await findSimilarNames(ctx.db, def.meta.objectKind, name, exceptId);
  if (candidates.length > 0) throw new AppError(def.meta.codes.duplicate, { data: { similar: await similarAsSeenBy(ctx, def, candidates) } satisfies DuplicateWarningData });
}
