/**
 * The engine proven apart from any real kind: a small declaration ("note": a code, a name, one text
 * and the organisation it belongs to) lives the whole workflow in-process — create, list with its own
 * filter, duplicate warning as data, submit, tasks across kinds in one page, publish, a new draft
 * from the published version, the kind's own -x03 — and the generic header/data mapping round-trips
 * its fields. The note's declaration is src/server/test/noteKind.ts; nothing registers it in the app.
 */
import { ErrorCode } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { DuplicateWarningData } from '@/shared/records/contract';
import type { ScopedProfile } from '@/shared/records/scope';
import { engineCalls, refused } from '../test/engineCalls';
import { testAppForSuite } from '../test/testApp';
import { emptyNote, note, NOTE_OBJECT_KIND, type NoteInput } from '../test/noteKind';
import { entityIdByCode } from '../test/users';
import { entityKind } from './entityKind';
import { fromRow, toColumns } from './headerMapping';
import type { ServerKindDefinition } from './kindDefinition';
import { getRecordView } from './recordReads';
import { searchRecords } from './recordSearch';
import { applyAction, createRecord, saveRecord } from './recordWrites';
import { searchTasks } from './taskSearch';

const t = testAppForSuite();
let srfpap: number;
let srsd: number;
const admin: ScopedProfile = { organizationId: null, permissions: [1, 2, 3] };

beforeAll(async () => {
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
  srsd = await entityIdByCode(t.database.db, 'SRSD');
});

const { context, write } = engineCalls(() => t.database.db);

const input = (overrides: Partial<NoteInput> = {}): NoteInput => ({
  ...emptyNote(),
  code: 'N1',
  name: 'Nota de ensaio',
  startDate: '2025-01-01',
  organizationId: srfpap,
  body: 'texto inicial',
  ...overrides,
});

describe('a fake kind on the engine', () => {
  it('maps its input to columns and data and back without a mapper of its own', () => {
    const columns = toColumns(input({ endDate: '2026-01-01' }));
    expect(columns).toMatchObject({
      code: 'N1',
      name: 'Nota de ensaio',
      start_date: '2025-01-01',
      end_date: '2026-01-01',
      parent_id: null,
      data: { organizationId: srfpap, body: 'texto inicial' },
    });
    expect(columns.data).not.toHaveProperty('code');
    const row = {
      ...columns,
      kind: NOTE_OBJECT_KIND,
      id: 1,
      version: 1,
      state: RecordState.Draft,
      organization_id: srfpap,
      row_version: 1,
      created_by: 'x',
      created_at: new Date(),
      changed_by: null,
      changed_at: null,
      published_at: null,
      unpublished_at: null,
    };
    const back = fromRow({ ...row, data: { ...row.data, demo: true } }, emptyNote);
    expect(back).toEqual(input({ endDate: '2026-01-01' }));
    // The note has no parent: the header's parent fields stay out of its input.
    expect(back).not.toHaveProperty('parentId');
  });

  it('lives the workflow: create, list, duplicate warning, submit, tasks, publish, new draft, -x03', async () => {
    const editor: ScopedProfile[] = [{ organizationId: srfpap, permissions: [51, 52, 53] }];
    const created = await write(editor, (ctx) => createRecord(ctx, note, { input: input() }));
    expect(created).toMatchObject({ version: 1, state: RecordState.Draft });

    const view = await getRecordView(context(editor), note, created.id, 1);
    expect(view).toMatchObject({ kind: 'document', code: 'N1', organizationId: srfpap, data: { organizationId: srfpap, body: 'texto inicial' }, canEdit: true });

    const listed = await searchRecords(context(editor), note, { body: 'INICIAL', recordStateIds: [RecordState.Draft] });
    expect(listed.items.map((i) => [i.id, i.extra.body])).toEqual([[created.id, 'texto inicial']]);
    expect(listed.total).toBe(1);

    const duplicate = await refused(write(editor, (ctx) => createRecord(ctx, note, { input: input({ code: 'N2', name: 'nota de ENSAIO' }) })));
    expect(duplicate.code).toBe(ErrorCode.DocumentDuplicate);
    expect(duplicate.options.data).toEqual({ similar: [{ id: created.id, version: 1, name: 'Nota de ensaio' }] } satisfies DuplicateWarningData);

    // Outside the profile's subtree: refused, and nothing written.
    const outsider: ScopedProfile[] = [{ organizationId: srsd, permissions: [51, 52, 53] }];
    expect((await refused(write(outsider, (ctx) => createRecord(ctx, note, { input: input({ code: 'N3', name: 'Outra' }) })))).code).toBe(ErrorCode.NoPermission);
    expect((await searchRecords(context([admin]), note, { recordStateIds: [RecordState.Draft] })).total).toBe(1);

    await write(editor, (ctx) => applyAction(ctx, note, created.id, 1, 'submitForApproval', { rowVersion: view.rowVersion }));

    // Tasks: one statement across the note and entity kinds, each row answered as its own kind.
    const entityTask = await write([admin], (ctx) =>
      createRecord(ctx, entityKind as unknown as ServerKindDefinition, {
        input: {
          ...entityKind.emptyInput(),
          code: 'N0',
          abbreviation: 'N0',
          name: 'Entidade da tarefa',
          startDate: '2025-01-01',
          organizationTypeId: 3,
          parentId: srfpap,
          parentVersion: 1,
        },
        continueOnDuplicate: true,
      }),
    );
    await write([admin], (ctx) => applyAction(ctx, entityKind as unknown as ServerKindDefinition, entityTask.id, 1, 'submitForApproval', { rowVersion: 1 }));
    const kinds = [entityKind as unknown as ServerKindDefinition, note];
    const tasks = await searchTasks(context([admin]), kinds, { name: 'N', pageSize: 10 });
    const mine = tasks.items.filter((i) => ['N0', 'N1'].includes(i.code));
    expect(mine.map((i) => [i.code, i.kind, i.submittedBy])).toEqual([
      ['N0', 'entity', 'tester'],
      ['N1', 'document', 'tester'],
    ]);
    // A reviewer of notes alone, outside the note's subtree, sees neither.
    const elsewhere = await searchTasks(context(outsider), kinds, {});
    expect(elsewhere.items.filter((i) => ['N0', 'N1'].includes(i.code))).toEqual([]);
    // Paged in SQL: one row a page, the total over both kinds.
    const first = await searchTasks(context([admin]), kinds, { name: 'N', pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(tasks.total);

    const submitted = await getRecordView(context(editor), note, created.id, 1);
    await write(editor, (ctx) => applyAction(ctx, note, created.id, 1, 'publish', { rowVersion: submitted.rowVersion, continueOnDuplicate: true }));
    const published = await getRecordView(context(editor), note, created.id, 1);
    expect(published.state).toBe(RecordState.Published);

    const next = await write(editor, (ctx) =>
      saveRecord(ctx, note, created.id, 1, { input: input({ body: 'segunda versão' }), rowVersion: published.rowVersion, continueOnDuplicate: true }),
    );
    expect(next).toEqual({ id: created.id, version: 2, state: RecordState.Draft });
    expect((await getRecordView(context(editor), note, created.id, 2)).data).toMatchObject({ body: 'segunda versão' });
    const again = await refused(write(editor, (ctx) => saveRecord(ctx, note, created.id, 1, { input: input(), rowVersion: published.rowVersion, continueOnDuplicate: true })));
    expect(again.code).toBe(ErrorCode.DocumentEditDraft);
  });

  it("refuses bad input with the kind's own invalid code, naming the field, and writes nothing", async () => {
    const editor: ScopedProfile[] = [{ organizationId: srfpap, permissions: [51] }];
    const error = await refused(write(editor, (ctx) => createRecord(ctx, note, { input: input({ code: 'N9', name: 'Longa', body: 'x'.repeat(51) }) })));
    expect(error.code).toBe(ErrorCode.DocumentInvalid);
    expect(JSON.stringify(error.options.detail)).toContain('Texto');
    expect((await searchRecords(context([admin]), note, { code: 'N9', recordStateIds: [RecordState.Draft] })).total).toBe(0);
  });
});
