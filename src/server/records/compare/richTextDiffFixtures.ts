/**
 * Test helper of the version-diff tests: the payload a rich-text field's change carries, written as its
 * text before and after and its word segments as [op, text] pairs (the route's and the builder's tests
 * each spelled the same payload out object by object).
 */
import type { TextSegment } from '@/shared/records/versionDiff';

export function richTextChange(before: string, after: string, ...segments: [TextSegment['op'], string][]) {
  return { type: 'richText' as const, before, after, segments: segments.map(([op, text]): TextSegment => ({ op, text })) };
}
