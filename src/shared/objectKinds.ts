/**
 * The object kinds of SPEC §3.2 and their names (pt, en): the one source of a kind's name, read by
 * the record kinds' declarations (records/kinds.ts), the server's lookup seed and the home search.
 * Apart from enums.ts (which re-exports ObjectKind) and labels.json, so that the home page's first
 * load names the kinds without every other enumeration and every other table's words.
 */
import { enumLabelTable } from './labelTable';
import WORDS from './objectKinds.json';

export enum ObjectKind {
  NotApplicable = 1,
  Entity = 2,
  Service = 3,
  PointOfCare = 4,
  Document = 5,
  Location = 6,
  Folder = 7,
}

export const OBJECT_KIND_LABELS = enumLabelTable(ObjectKind, WORDS);
