import { createChangeBus, parseChange, publishChange, type Change } from './changeBus';
import Fastify from 'fastify';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';

describe('parseChange', () => {
  it('reads the changes publishChange writes and refuses anything else', () => {
    expect(parseChange('{"topic":"sessions","userIds":[1,2]}')).toEqual({ topic: 'sessions', userIds: [1, 2] });
    expect(parseChange('{"topic":"sessions","userIds":"all"}')).toEqual({ topic: 'sessions', userIds: 'all' });
    expect(parseChange('{"topic":"openDataSettings"}')).toEqual({ topic: 'openDataSettings' });
    for (const bad of ['', 'null', '[]', '{"topic":"other"}', '{"topic":"sessions","userIds":["1"]}', '{"topic":"sessions"}']) expect(parseChange(bad)).toBeNull();
  });
});

describe('the change bus', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('hands each published change to the handlers of its topic, at commit only', async () => {
    const bus = await createChangeBus(database.listen, Fastify({ logger: false }).log);
    const heard: Change[] = [];
    bus.on('sessions', (change) => heard.push(change));
    try {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await publishChange(trx, { topic: 'sessions', userIds: [7] });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await publishChange(database.db, { topic: 'openDataSettings' });
      // Too many users to name: every connection is checked instead.
      await publishChange(database.db, { topic: 'sessions', userIds: Array.from({ length: 2_000 }, (_, i) => i + 1_000_000) });
      await publishChange(database.db, { topic: 'sessions', userIds: [8] });
      // Delivered through the LISTEN connection, after these statements: polled until both came.
      while (heard.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(heard).toEqual([
        { topic: 'sessions', userIds: 'all' },
        { topic: 'sessions', userIds: [8] },
      ]);
    } finally {
      await bus.close();
    }
  });
});
