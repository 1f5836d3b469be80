/**
 * Jest globalSetup of the server project: prepares the embedded-database template (see
 * pgliteTemplate.ts). Also on PostgreSQL runs: the DATA_DIR lock and crash tests always use the
 * embedded database. Workers inherit the variable it sets.
 */
import { TEMPLATE_ENV, ensurePgliteTemplate } from './pgliteTemplate';

export default async function globalSetup(): Promise<void> {
  process.env[TEMPLATE_ENV] = await ensurePgliteTemplate();
}
