import { DivisionType } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { SETTINGS_PATHS, type DivisionNode } from '@/shared/settings';
import { settingsTestKitForFile } from '../testKit';

const kit = settingsTestKitForFile();

describe('divisions', () => {
  it('answers the 9 islands with their municipalities and parishes', async () => {
    const { body } = await kit.t.call<DivisionNode[]>({ method: 'GET', url: SETTINGS_PATHS.divisions, token: await kit.tokenWith([Permission.ParameterDelete]) });
    expect(body.data.map((i) => i.code)).toEqual(['41', '42', '43', '44', '45', '46', '47', '48', '49']);
    expect(body.data.every((i) => i.type === DivisionType.Island)).toBe(true);
    const municipalities = body.data.flatMap((i) => i.children);
    expect(municipalities).toHaveLength(19);
    expect(municipalities.flatMap((m) => m.children)).toHaveLength(155);
    expect(body.data.find((i) => i.code === '49')?.children[0]?.children).toEqual([]);
  });

  it('needs 61 or 62', async () => {
    const { body } = await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.divisions, token: await kit.tokenWith([Permission.GroupCreateEdit]) });
    expect(body.code).toBe(ErrorCode.NoPermission);
  });
});
