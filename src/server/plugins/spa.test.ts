import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { SETUP_TIMEOUT_MS } from '../test/testApp';
import { NOT_BUILT_PAGE } from './spa';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
});

it('answers a page saying the SPA is not built when WEB_DIST has no build', async () => {
  const app = await buildApp({ config: database.config, db: database.db });
  try {
    const response = await app.inject({ method: 'GET', url: '/entidades' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(NOT_BUILT_PAGE);
  } finally {
    await app.close();
  }
});
