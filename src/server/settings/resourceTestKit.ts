/**
 * Test helper of the settings resources' route tests: the file's kit, the valid body (with the fields a
 * case changes) and the create call of one resource, declared together as each such test began.
 */
import type { Envelope } from '@/shared/api';
import { settingsTestKitForFile, validInput, type SettingsTestKit } from './testKit';

export interface ResourceTestKit<Input, Item> {
  kit: SettingsTestKit;
  input: (overrides?: Partial<Input>) => Input;
  /** POST `body` to the resource's list as `token` (the admin by default). */
  create: (body: Input, token?: string) => Promise<Envelope<Item>>;
}

export function resourceTestKitForFile<Input extends object, Item>(listUrl: string, valid: Input): ResourceTestKit<Input, Item> {
  const kit = settingsTestKitForFile();
  return { kit, input: validInput(valid), create: (body, token) => kit.post<Item>(listUrl, body, token) };
}
