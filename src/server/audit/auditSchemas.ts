/** The audit view's request bodies (issue 31 §4): the filters of src/shared/audit.ts AuditFilters, bounded. */
import { Type } from '@sinclair/typebox';
import { AUDIT_KINDS, AUDIT_LIMITS } from '@/shared/audit';
import { RecordState } from '@/shared/recordState';
import { PagingFields } from '../records/schemas';

const Day = Type.String({ format: 'date', description: 'yyyy-MM-dd, a day in the Azores (both ends included)' });
const text = (description: string) => Type.String({ minLength: 1, maxLength: AUDIT_LIMITS.textLength, description });
const STATES = Object.values(RecordState).filter((v): v is number => typeof v === 'number');
const State = Type.Union(
  STATES.map((s) => Type.Literal(s)),
  { description: 'A record state (SPEC §4)' },
);

export const AuditFilterFields = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  username: Type.Optional(text('Who (the username, any case)')),
  kind: Type.Optional(Type.Union(AUDIT_KINDS.map((k) => Type.Literal(k)))),
  record: Type.Optional(text("A record's id or code; for settings writes, the target's id")),
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  action: Type.Optional(text('The action as the log names it (publish, return, create, update, …)')),
  fromState: Type.Optional(State),
  toState: Type.Optional(State),
  comment: Type.Optional(text('Text in the comment (any case)')),
};

export const AuditSearchBody = Type.Object({ ...PagingFields, ...AuditFilterFields }, { additionalProperties: false });

export const AuditExportBody = Type.Object(
  {
    ...AuditFilterFields,
    format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]),
    sortBy: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
