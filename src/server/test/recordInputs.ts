/**
 * Test helper: a valid input of each record kind, under the organisations a test names — the one
 * fixture the authorisation matrix and the record-input fuzzer both start from (a new kind adds one here).
 */
import { emptyEntity } from '@/shared/records/entity';
import { emptyLocation } from '@/shared/records/location';
import { emptyPointOfCare } from '@/shared/records/pointOfCare';
import { emptyService } from '@/shared/records/service';
import type { RecordKindName } from '@/shared/records/kinds';
import { documentInput, files, upload } from './documents';

export interface RecordInputPlace {
  /** The parent of a new entity (a published entity) and its published version. */
  parent: { id: number; version: number };
  /** The owner of a service, document, heritage record or point of care: a published entity that may have services and points of care. */
  owner: number;
  documentTypeId: number;
  channelTypeId: number;
}

type InputFactory = (code: string, place: RecordInputPlace) => Record<string, unknown>;

const header = (code: string) => ({ code, abbreviation: code, name: `Registo ${code}`, startDate: '2024-01-01' });

const FACTORIES: Readonly<Partial<Record<RecordKindName, InputFactory>>> = {
  entity: (code, p) => ({ ...emptyEntity(), ...header(code), organizationTypeId: 3, parentId: p.parent.id, parentVersion: p.parent.version }),
  service: (code, p) => ({ ...emptyService(), ...header(code), organizationId: p.owner }),
  // With one small PDF, so that its drafts have a file to download.
  document: (code, p) => ({
    ...documentInput({
      code,
      name: `Registo ${code}`,
      organizationId: p.owner,
      documentTypeId: p.documentTypeId,
      attachments: [upload(files.pdf(code), 'registo.pdf', 'application/pdf')],
    }),
  }),
  location: (code, p) => ({ ...emptyLocation(), ...header(code), organizationId: p.owner }),
  pointOfCare: (code, p) => ({ ...emptyPointOfCare(), ...header(code), organizationId: p.owner, channelTypeId: p.channelTypeId }),
};

/** A valid new record of `kind` coded `code` (its name and abbreviation follow the code). */
export function validRecordInput(kind: RecordKindName, code: string, place: RecordInputPlace): Record<string, unknown> {
  const factory = FACTORIES[kind];
  if (!factory) throw new Error(`no valid input for the kind '${kind}': add one to src/server/test/recordInputs.ts`);
  return factory(code, place);
}
