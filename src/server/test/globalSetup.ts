/**
 * Jest globalSetup of the server project: prepares the embedded-database template (see
 * pgliteTemplate.ts) unless the run targets PostgreSQL. Workers inherit the variable it sets.
 */
import { TEMPLATE_ENV, ensurePgliteTemplate } from './pgliteTemplate';

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  process.env[TEMPLATE_ENV] = await ensurePgliteTemplate();
}
