import { HEADER_SORT_COLUMNS, type ServerKindDefinition } from './kindDefinition';
import { sortTerms } from './listPage';

const shape = { defs: [{} as ServerKindDefinition], sortColumns: HEADER_SORT_COLUMNS };
const tieBreak = [
  { column: 'id', direction: 'asc' },
  { column: 'version', direction: 'asc' },
];

describe("a list's sort", () => {
  it("reads the form's key and direction, then breaks ties by id and version", () => {
    expect(sortTerms(shape, 'Name desc')).toEqual([{ column: 'name', direction: 'desc' }, ...tieBreak]);
  });

  it("ignores an unknown key, the object's own prototype keys included (never an HTTP 500)", () => {
    for (const key of ['Nope', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(sortTerms(shape, key)).toEqual(tieBreak);
  });
});
