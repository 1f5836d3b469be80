/**
 * Page numbers a paginator shows (SPEC §4): every page when there are at most 5; otherwise one of
 * three windows — the first 4 pages and the last, a middle window with the first and the last, or
 * the last 4 pages and the first. `null` marks a gap (rendered as an ellipsis).
 */
import { LIMITS } from '@/shared/limits';

export type PageItem = number | null;

export function paginationWindow(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(current, 1), pageCount);
  if (pageCount <= LIMITS.paginationWindowThreshold) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (page <= 3) return [1, 2, 3, 4, null, pageCount];
  if (page >= pageCount - 2) return [1, null, pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  return [1, null, page - 1, page, page + 1, null, pageCount];
}
