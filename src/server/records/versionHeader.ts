/**
 * The header fields of a version (SPEC §3: code, name, abbreviation, state, validity, parent) as
 * every answer about it carries them: the detail, the list rows and the organisation picker's
 * options read them from the row the same way, empty texts for missing ones.
 */
import type { RecordVersion } from '../db/schema';
import { headerTexts } from './headerTexts';
import type { ServerKindDefinition } from './kindDefinition';

type HeaderRow = Pick<RecordVersion, 'id' | 'version' | 'state' | 'code' | 'name' | 'abbreviation'>;

/** Identity, state and the three names of a version. */
export function versionNames(row: HeaderRow) {
  return { id: row.id, version: row.version, state: row.state, ...headerTexts(row) };
}

/** The names plus the kind, validity and parent: what a list row and the detail share. */
export function versionHeader(def: ServerKindDefinition, row: RecordVersion) {
  return {
    kind: def.meta.name,
    ...versionNames(row),
    active: row.active,
    startDate: row.start_date,
    endDate: row.end_date,
    parentId: row.parent_id,
    parentVersion: row.parent_version,
  };
}
