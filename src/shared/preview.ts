/**
 * The public entry's preview (issue 31 §3): a record version as a citizen will read it in the public
 * catalogue, in the open data's CPSV-AP JSON-LD (src/server/openData/cpsvJsonLd.ts builds both), with
 * the published version beside it when the record has one and it is another version.
 */
import type { RecordKindName } from './records/kindBasics';

/** Relative to API_BASE: beside the record's other routes (/records/{kind}/{id}/{version}). */
export const previewPath = (kind: RecordKindName, id: number, version: number) => `/records/${kind}/${id}/${version}/preview`;

/** One version's public entry: its CPSV-AP node (with its @context), or null for a kind the open data does not publish. */
export interface PreviewEntry {
  version: number;
  /** RecordState. */
  state: number;
  node: Record<string, unknown> | null;
}

export interface RecordPreview {
  kind: RecordKindName;
  id: number;
  /** Whether the open data publishes the kind at all (heritage is never published: the page says so). */
  published: boolean;
  /** The version asked for. */
  requested: PreviewEntry;
  /** The record's published version when it is another one (null: none, or it is the one asked for). */
  current: PreviewEntry | null;
}
