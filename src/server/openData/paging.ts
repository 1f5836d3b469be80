/**
 * The open data's paging: `page` (from 1) and `pageSize` arrive as text so that every bad value gets
 * the catalogued -724 (HTTP 400) naming the parameter, instead of the schema's generic -2. A page
 * after the last is refused too (an empty kind has one empty page).
 */
import { ErrorCode } from '@/shared/errors';
import { OPEN_DATA_LIMITS } from '@/shared/openData';
import { AppError } from '../http/AppError';

export interface Paging {
  page: number;
  pageSize: number;
  pageCount: number;
}

function whole(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new AppError(ErrorCode.OpenDataPageInvalid, {
      statusCode: 400,
      detail: { pt: `${name}: um número inteiro de 1 a ${max}`, en: `${name}: a whole number from 1 to ${max}` },
    });
  }
  return number;
}

export function parsePaging(query: { page?: string; pageSize?: string }, total: number): Paging {
  const pageSize = whole(query.pageSize, 'pageSize', OPEN_DATA_LIMITS.defaultPageSize, OPEN_DATA_LIMITS.maxPageSize);
  const page = whole(query.page, 'page', 1, OPEN_DATA_LIMITS.maxPage);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) {
    throw new AppError(ErrorCode.OpenDataPageInvalid, { statusCode: 400, detail: { pt: `page: a última página é ${pageCount}`, en: `page: the last page is ${pageCount}` } });
  }
  return { page, pageSize, pageCount };
}
