/**
 * What no route schema can say, checked for every request after validation (and type coercion): no string (or key)
 * of the body, query or path holds a NUL character (PostgreSQL refuses it in text), no number is
 * non-finite (JSON.parse turns 1e999 into Infinity, even inside the record routes' free-form
 * `input`), the body nests at most INPUT_LIMITS.maxDepth levels, and no key of the body names a member of
 * every object (`toString`, `constructor`, `valueOf`, …): no client of ours sends one, and a library that
 * looks a key up in a plain object finds the inherited member instead (yup then threw: HTTP 500, issue 28).
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCode, type Language } from '@/shared/errors';
import { INPUT_LIMITS } from '@/shared/limits';
import { AppError } from './AppError';
import { DETAIL_TEXTS } from './detailTexts';
import { requestLanguage } from './language';

type Problem = { path: string; detail: keyof typeof DETAIL_TEXTS };

/** `toString`, `constructor`, `__proto__`, `hasOwnProperty` …: the names every plain object answers to. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The first problem found in a parsed JSON value, or null. */
export function findInputProblem(value: unknown, path: string, depth = 0): Problem | null {
  // Raw bytes (an import's upload) are not JSON: nothing of this applies, and walking them would visit every byte.
  if (value instanceof Uint8Array) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? { path, detail: 'nulCharacter' } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, detail: 'notFinite' };
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= INPUT_LIMITS.maxDepth) return { path, detail: 'tooDeep' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = findInputProblem(item, `${path}/${index}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return { path: `${path}/${key.replaceAll('\u0000', '\\0')}`, detail: 'nulCharacter' };
    if (RESERVED_KEYS.has(key)) return { path: `${path}/${key}`, detail: 'reservedKey' };
    const problem = findInputProblem(item, `${path}/${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function refusal(problem: Problem, language: Language): AppError {
  return new AppError(ErrorCode.InvalidRequest, { statusCode: 400, detail: `${problem.path}: ${DETAIL_TEXTS[problem.detail][language]}` });
}

/** preHandler hook: throws -2 naming the field. */
export async function guardInput(request: FastifyRequest): Promise<void> {
  const problem = findInputProblem(request.params, 'params') ?? findInputProblem(request.query, 'querystring') ?? findInputProblem(request.body, 'body');
  if (problem) throw refusal(problem, requestLanguage(request));
}
