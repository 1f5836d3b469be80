/**
 * Compile-time check that a TypeBox schema and a type of the shared contract agree:
 * `const _check: Same<Static<typeof Schema>, ContractType> = true` stops compiling when they drift.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
