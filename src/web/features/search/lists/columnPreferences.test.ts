import { moveColumn, orderedColumns, toggleColumn, visibleColumns } from './columnPreferences';

const keys = ['code', 'name', 'state', 'actions'];
const shown = (key: string) => ({ key, hidden: false });

describe('a list’s columns as the user shaped them', () => {
  it('applies the kept order and hidden flags; new columns keep their default place, gone ones are dropped', () => {
    const kept = [shown('name'), { key: 'code', hidden: true }, shown('gone'), shown('actions')];
    // 'state' (new) goes after 'name', the column it follows in the list's own order.
    expect(orderedColumns(keys, kept)).toEqual([shown('name'), shown('state'), { key: 'code', hidden: true }, shown('actions')]);
    expect(orderedColumns(keys, undefined)).toEqual(keys.map(shown));
    expect(
      visibleColumns(
        keys.map((key) => ({ key, label: key })),
        kept,
      ).map((c) => c.key),
    ).toEqual(['name', 'state', 'actions']);
  });

  it('moves a column up or down, not past the ends; never hides the last shown column', () => {
    const order = keys.map(shown);
    expect(moveColumn(order, 1, -1).map((c) => c.key)).toEqual(['name', 'code', 'state', 'actions']);
    expect(moveColumn(order, 3, 1)).toEqual(order);
    const one = [shown('code'), { key: 'name', hidden: true }];
    expect(toggleColumn(one, 'code')).toEqual(one);
    expect(toggleColumn(one, 'name')).toEqual([shown('code'), shown('name')]);
  });
});
