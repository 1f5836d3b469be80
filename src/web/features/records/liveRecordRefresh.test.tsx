/**
 * The live refresh of an open record (issue 29 §6): what a change reads again, and that a dirty edit
 * form (or an edit page that holds nothing) makes its record's views wait until it lets go.
 */
import { act, render } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { Provider } from 'react-redux';
import { useEffect } from 'react';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/web/api/api';
import { makeStore } from '@/web/app/store';
import { recordRoutes } from './recordRoutes';
import { isEditPageOf, refreshRecord } from './liveRecordRefresh';
import { LiveRefreshHold, NoFormHold } from './LiveRefreshHold';

type Invalidation = ReturnType<typeof api.util.invalidateTags>;

/** 'Record:entity:42' for a tag. */
const tagName = (tag: Invalidation['payload'][number]) => (typeof tag === 'string' ? tag : `${tag?.type}:${tag?.id ?? ''}`);

/** The tags each invalidation named, one list per dispatch. */
function recorder() {
  const calls: string[][] = [];
  const dispatch = (<T extends UnknownAction>(action: T): T => {
    if (api.util.invalidateTags.match(action)) calls.push((action as Invalidation).payload.map(tagName));
    return action;
  }) as Dispatch;
  return { calls, dispatch };
}

it('knows an edit page of the record from its detail and from another record', () => {
  const service = recordRoutes('service');
  expect(isEditPageOf('service', 42, service.edit(42, 3))).toBe(true);
  expect(isEditPageOf('service', 42, service.editInEntity!(7, 1, 42, 3))).toBe(true);
  expect(isEditPageOf('service', 42, service.detail(42, 3))).toBe(false);
  expect(isEditPageOf('service', 43, service.edit(42, 3))).toBe(false);
  expect(isEditPageOf('entity', 42, recordRoutes('entity').detail(42, 1))).toBe(false);
  expect(isEditPageOf('entity', 42, recordRoutes('entity').edit(42, 1))).toBe(true);
});

it('reads the record again everywhere when nothing holds it, and ignores an unknown kind', () => {
  const { calls, dispatch } = recorder();
  refreshRecord(dispatch, 'entity', 42, recordRoutes('entity').detail(42, 1));
  expect(calls).toEqual([['Record:entity:42', 'Record:entity:LIST', 'History:entity:42', 'Task:LIST', 'Task:MY_WORK']]);
  refreshRecord(dispatch, 'nonsense', 42, '/');
  expect(calls).toHaveLength(1);
});

it('leaves the views of a record under an edit page with no hold alone: never a silent loss', () => {
  const { calls, dispatch } = recorder();
  refreshRecord(dispatch, 'entity', 42, recordRoutes('entity').edit(42, 1));
  expect(calls).toEqual([['Record:entity:LIST', 'History:entity:42', 'Task:LIST', 'Task:MY_WORK']]);
});

it('reads the record again under an edit page that shows no form (issue 31 §2: submitted by another user while open)', () => {
  const { calls, dispatch } = recorder();
  const view = render(
    <Provider store={makeStore()}>
      <NoFormHold kind="entity" id={42} />
    </Provider>,
  );
  refreshRecord(dispatch, 'entity', 42, recordRoutes('entity').edit(42, 1));
  expect(calls[0]).toContain('Record:entity:42');
  view.unmount();
});

/** A form whose dirtiness the test sets. */
function Form({ dirty, id }: { dirty: boolean; id: number }) {
  return (
    <Formik initialValues={{ name: 'a' }} onSubmit={() => undefined}>
      <>
        <SetName value={dirty ? 'b' : 'a'} />
        <LiveRefreshHold kind="entity" id={id} />
      </>
    </Formik>
  );
}

function SetName({ value }: { value: string }) {
  const { setFieldValue } = useFormikContext();
  useEffect(() => void setFieldValue('name', value), [setFieldValue, value]);
  return null;
}

it('holds the record while its edit form is dirty, and reads it again when the form lets go', async () => {
  const store = makeStore();
  const seen: string[][] = [];
  const original = store.dispatch;
  const editPage = recordRoutes('entity').edit(42, 1);
  const ui = render(
    <Provider store={store}>
      <Form dirty={false} id={42} />
    </Provider>,
  );
  const spy = jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    if (api.util.invalidateTags.match(action as UnknownAction)) seen.push((action as Invalidation).payload.map(tagName));
    return original(action as UnknownAction);
  });
  // Clean: the edit page reads its record again.
  refreshRecord(store.dispatch, 'entity', 42, editPage);
  expect(seen.pop()).toContain('Record:entity:42');

  await act(async () =>
    ui.rerender(
      <Provider store={store}>
        <Form dirty id={42} />
      </Provider>,
    ),
  );
  refreshRecord(store.dispatch, 'entity', 42, editPage);
  expect(seen.pop()).not.toContain('Record:entity:42');
  // Another record is not held.
  refreshRecord(store.dispatch, 'entity', 43, recordRoutes('entity').detail(43, 1));
  expect(seen.pop()).toContain('Record:entity:43');

  // The form is clean again (undone, or saved): the refresh that waited happens.
  await act(async () =>
    ui.rerender(
      <Provider store={store}>
        <Form dirty={false} id={42} />
      </Provider>,
    ),
  );
  expect(seen).toEqual([['Record:entity:42']]);
  spy.mockRestore();
  ui.unmount();
});
