/**
 * Test helper: SPEC §6's three workflow levels (create/edit, submit, approve) checked the same way for
 * every kind an entity's subtree scopes: each granted profile may act on a record inside its subtree
 * and not outside it, may not act above its level, and every other profile may not act at all.
 * The kinds' tests wrote these loops again with only the record builder changed.
 */
import { ErrorCode } from '@/shared/errors';
import type { RecordRoutes } from './recordRoutes';

export interface WorkflowScopeCase<Input> {
  routes: RecordRoutes<Input>;
  admin: string;
  /** The token of a named profile holder. */
  tokenOf: (name: string) => string;
  /** A new record inside the holders' subtree, and one outside it. */
  inside: () => Input;
  outside: () => Input;
  /** The holders the level is granted to, and those it is not. */
  granted: string[];
  refused: string[];
}

/** Create/edit: a granted holder creates and saves inside, creates nothing outside, neither submits nor publishes. */
export async function expectCreateEditScope<Input>(c: WorkflowScopeCase<Input>): Promise<void> {
  const { create, save, act } = c.routes;
  for (const name of c.granted) {
    const mine = await create(c.tokenOf(name), c.inside());
    expect(mine.code).toBe(0);
    expect((await save(c.tokenOf(name), mine.data.id, 1, c.inside())).code).toBe(0);
    expect((await create(c.tokenOf(name), c.outside())).code).toBe(ErrorCode.NoPermission);
    // Create/edit alone neither submits nor publishes.
    expect((await act(c.tokenOf(name), mine.data.id, 1, 'submitForApproval')).code).toBe(ErrorCode.NoPermission);
    expect((await act(c.tokenOf(name), mine.data.id, 1, 'publish')).code).toBe(ErrorCode.NoPermission);
  }
  for (const name of c.refused) expect((await create(c.tokenOf(name), c.inside())).code).toBe(ErrorCode.NoPermission);
}

/** Submit: a granted holder submits inside, not outside, and does not publish. */
export async function expectSubmitScope<Input>(c: WorkflowScopeCase<Input>): Promise<void> {
  const { create, act } = c.routes;
  for (const name of c.granted) {
    const inside = await create(c.admin, c.inside());
    const outside = await create(c.admin, c.outside());
    expect((await act(c.tokenOf(name), outside.data.id, 1, 'submitForApproval')).code).toBe(ErrorCode.NoPermission);
    expect((await act(c.tokenOf(name), inside.data.id, 1, 'publish')).code).toBe(ErrorCode.NoPermission);
    expect((await act(c.tokenOf(name), inside.data.id, 1, 'submitForApproval')).code).toBe(0);
  }
  const other = await create(c.admin, c.inside());
  for (const name of c.refused) expect((await act(c.tokenOf(name), other.data.id, 1, 'submitForApproval')).code).toBe(ErrorCode.NoPermission);
}

/** Approve: a granted holder publishes inside, not outside, and does not edit. */
export async function expectApproveScope<Input>(c: WorkflowScopeCase<Input>): Promise<void> {
  const { create, save, act } = c.routes;
  for (const name of c.granted) {
    const inside = await create(c.admin, c.inside());
    const outside = await create(c.admin, c.outside());
    expect((await act(c.tokenOf(name), outside.data.id, 1, 'publish')).code).toBe(ErrorCode.NoPermission);
    expect((await act(c.tokenOf(name), inside.data.id, 1, 'publish')).code).toBe(0);
    expect((await save(c.tokenOf(name), inside.data.id, 1, c.inside())).code).toBe(ErrorCode.NoPermission);
  }
  const other = await create(c.admin, c.inside());
  for (const name of c.refused) expect((await act(c.tokenOf(name), other.data.id, 1, 'publish')).code).toBe(ErrorCode.NoPermission);
}
