/**
 * Seeds a database after migrating it. Enumerations are rewritten at every start; everything else
 * runs once per database (see runOnce): divisions, CAE, the built-in users, the reference lists and,
 * unless disabled and only while the record table is empty, the demo tree and its demo services,
 * documents, heritage and points of care.
 */
import type { Kysely } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import type { Config } from '../../config';
import type { Database } from '../schema';
import { firstDocumentType, seedDemoDocuments } from './demoDocuments';
import { seedDemoLocations } from './demoLocations';
import { seedDemoPointsOfCare } from './demoPointsOfCare';
import { seedDemoTree } from './demoTree';
import { seedDivisions } from './divisions';
import { seedEconomicActivities } from './economicActivities';
import { seedReferenceItems, seedServiceReferenceItems } from './referenceItems';
import { seedDemoServices } from './demoServices';
import { upsertLookups } from './lookups';
import { runOnce } from './runOnce';
import { seedUsers } from './users';
import { seedSettings } from '../../settings/settingsSeed';

export const SeedStep = {
  Divisions: 'divisions',
  EconomicActivities: 'economic-activities',
  Users: 'users',
  ReferenceItems: 'reference-items',
  /** The service, point-of-care and document lists: its own step, so databases seeded before it get them. */
  ServiceReferenceItems: 'service-reference-items',
  Settings: 'settings',
  DemoTree: 'demo-tree',
  DemoServices: 'demo-services',
  DemoDocuments: 'demo-documents',
  DemoLocations: 'demo-locations',
  DemoPointsOfCare: 'demo-points-of-care',
} as const;

export interface SeedResult {
  /** Steps that ran now (empty on a database seeded before). */
  ran: string[];
  /** Set when this run created `admin` with a generated password: show it once. */
  generatedAdminPassword: string | null;
}

export async function seedDatabase(db: Kysely<Database>, config: Pick<Config, 'adminPassword' | 'seedDemo'>): Promise<SeedResult> {
  const ran: string[] = [];
  let generatedAdminPassword: string | null = null;
  const step = async (name: string, work: Parameters<typeof runOnce>[2]) => {
    if (await runOnce(db, name, work)) ran.push(name);
  };

  await upsertLookups(db);
  await step(SeedStep.Divisions, seedDivisions);
  await step(SeedStep.EconomicActivities, seedEconomicActivities);
  await step(SeedStep.Users, async (trx) => {
    ({ generatedAdminPassword } = await seedUsers(trx, config.adminPassword));
  });
  await step(SeedStep.ReferenceItems, seedReferenceItems);
  await step(SeedStep.ServiceReferenceItems, seedServiceReferenceItems);
  await step(SeedStep.Settings, seedSettings);
  if (config.seedDemo) {
    // Only into an empty catalogue: demo rows must never mix with real ones.
    await step(SeedStep.DemoTree, async (trx) => {
      const existing = await trx.selectFrom('record_version').select('id').limit(1).executeTakeFirst();
      if (!existing) await seedDemoTree(trx);
    });
    // Under the demo directorates only (seedDemoServices finds them by their demo mark), and only
    // while there are no services: demo rows must never mix with real ones.
    await step(SeedStep.DemoServices, async (trx) => {
      const existing = await trx.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.Service).limit(1).executeTakeFirst();
      if (!existing) await seedDemoServices(trx);
    });
    // Once the object parameters hold a document type (a database seeded before they did gets the
    // documents at a later start); seedDemoDocuments writes only into a catalogue without documents.
    if ((await firstDocumentType(db)) !== null) {
      await step(SeedStep.DemoDocuments, async (trx) => {
        await seedDemoDocuments(trx);
      });
    }
    // Heritage, then the points of care located at it and providing the demo services: each only into
    // a catalogue without records of its kind (the functions check), under demo entities only.
    await step(SeedStep.DemoLocations, async (trx) => {
      await seedDemoLocations(trx);
    });
    await step(SeedStep.DemoPointsOfCare, async (trx) => {
      await seedDemoPointsOfCare(trx);
    });
  }
  return { ran, generatedAdminPassword };
}
