/**
 * A record version as its public entry (issue 31 §3), built by the open data's own code: the version
 * is mapped like a published record in force (openRecordOf → openGraph → recordNode), its references
 * (owner entity, documents, legislations, channels providing a service) read as the public catalogue
 * has them today. A draft that points at an entity or a document not yet published shows without it,
 * exactly as the catalogue would show it if the draft were published now.
 */
import { OPEN_DATA_KINDS, type OpenDataKind } from '@/shared/openData';
import { RecordState } from '@/shared/recordStates';
import type { PreviewEntry, RecordPreview } from '@/shared/preview';
import { regionDay } from '@/shared/regionTime';
import type { RecordVersion } from '../db/schema';
import { JSON_LD_CONTEXT, recordNode, type OpenDataIris } from '../openData/cpsvJsonLd';
import { openGraph } from '../openData/openDataGraph';
import { openRecordOf } from '../openData/openDataRead';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { versionReader } from '../records/recordAccess';
import { visibleVersion } from '../records/recordReads';
import { findPublished } from '../records/recordRepository';

const isOpenDataKind = (kind: string): kind is OpenDataKind => (OPEN_DATA_KINDS as readonly string[]).includes(kind);

async function entryOf(ctx: EngineContext, kind: string, row: RecordVersion, iris: OpenDataIris): Promise<PreviewEntry> {
  if (!isOpenDataKind(kind)) return { version: row.version, state: row.state, node: null };
  const record = openRecordOf(row);
  const graph = await openGraph(ctx.db, kind, regionDay(ctx.now), [record]);
  return { version: row.version, state: row.state, node: { '@context': JSON_LD_CONTEXT, ...recordNode(record, graph, iris) } };
}

/** The version's public entry and the published one's beside it; refused with the kind's not-found code exactly where the record GET refuses. */
export async function buildPreview(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number, iris: OpenDataIris): Promise<RecordPreview> {
  const row = await visibleVersion(ctx, def, id, version);
  const published = row.state === RecordState.Published ? undefined : await findPublished(ctx.db, def.meta.objectKind, id);
  // A published version is readable by whoever reads the record: the check stays, should that rule ever change.
  const current = published && (await versionReader(ctx, def)(published)) ? await entryOf(ctx, def.meta.name, published, iris) : null;
  return {
    kind: def.meta.name,
    id,
    published: isOpenDataKind(def.meta.name),
    requested: await entryOf(ctx, def.meta.name, row, iris),
    current,
  };
}
