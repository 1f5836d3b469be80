/** Divisions (SPEC §2.9, read-only): 61 or 62. The tree is recursive: its schema lives with its route. */
import type { DivisionType } from '../enums';

export interface DivisionNode {
  divisionId: number;
  type: DivisionType;
  /** DICOFRE code. */
  code: string;
  name: string;
  children: DivisionNode[];
}
