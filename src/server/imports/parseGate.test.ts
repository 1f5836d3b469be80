/** The gate of parses (issue 28 §5): so many at once, so many waiting in order, the rest refused with -611. */
import { ErrorCode } from '@/shared/errors';
import { ParseGate } from './parseGate';

/** A piece of work that ends when the test says so. */
function held<T>(value: T) {
  let finish = (): void => undefined;
  const done = new Promise<T>((resolve) => {
    finish = () => resolve(value);
  });
  return { work: () => done, finish: () => finish() };
}

it('runs so many at once, lets so many wait and starts them in order as turns free up, refuses the rest at once', async () => {
  const gate = new ParseGate({ atOnce: 2, waiting: 2, waitMs: 60_000 });
  const started: number[] = [];
  const pieces = [0, 1, 2, 3, 4].map((n) => held(n));
  const runs = pieces.map((piece, n) =>
    gate.run(async () => {
      started.push(n);
      return piece.work();
    }),
  );
  await expect(runs[4]).rejects.toMatchObject({ code: ErrorCode.ImportBusy });
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  expect(gate.load).toEqual({ running: 2, waiting: 2 });
  pieces[1]?.finish();
  expect(await runs[1]).toBe(1);
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual([0, 1, 2]);
  for (const piece of pieces) piece.finish();
  expect(await Promise.all(runs.slice(0, 4))).toEqual([0, 1, 2, 3]);
  expect(gate.load).toEqual({ running: 0, waiting: 0 });
});

it('refuses with -611 a parse that waited too long, and frees its place', async () => {
  const gate = new ParseGate({ atOnce: 1, waiting: 1, waitMs: 20 });
  const first = held('first');
  const running = gate.run(first.work);
  await expect(gate.run(async () => 'second')).rejects.toMatchObject({ code: ErrorCode.ImportBusy });
  expect(gate.load).toEqual({ running: 1, waiting: 0 });
  first.finish();
  expect(await running).toBe('first');
  expect(await gate.run(async () => 'third')).toBe('third');
});

it('frees the turn of a parse that fails', async () => {
  const gate = new ParseGate({ atOnce: 1, waiting: 0, waitMs: 20 });
  await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  expect(await gate.run(async () => 'next')).toBe('next');
});
