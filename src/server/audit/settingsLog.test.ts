/** What the settings log says of a write (issue 31 §4): the area, the action and the target, from the route alone. */
import { describeSettingsWrite } from './settingsLog';

describe('describeSettingsWrite', () => {
  it('names the area, the action by the method or the route’s verb, and the target by the route’s parameters or the created id', () => {
    expect(describeSettingsWrite('POST', '/api/settings/users', {}, 41)).toEqual({ area: 'users', action: 'create', target: '41' });
    expect(describeSettingsWrite('PUT', '/api/settings/users/:userId', { userId: '41' }, 41)).toEqual({ area: 'users', action: 'update', target: '41' });
    expect(describeSettingsWrite('DELETE', '/api/settings/profiles/:profileId', { profileId: '7' }, undefined)).toEqual({ area: 'profiles', action: 'delete', target: '7' });
    expect(describeSettingsWrite('POST', '/api/settings/users/:userId/resetpassword', { userId: '41' }, undefined)).toMatchObject({ action: 'resetpassword', target: '41' });
    expect(describeSettingsWrite('POST', '/api/settings/groups/reset', {}, undefined)).toEqual({ area: 'groups', action: 'reset', target: null });
    expect(describeSettingsWrite('PUT', '/api/settings/objectparameters/:category/order', { category: 'channelType' }, undefined)).toEqual({
      area: 'objectparameters',
      action: 'order',
      target: 'channelType',
    });
    expect(describeSettingsWrite('PUT', '/api/settings/opendata', {}, undefined)).toEqual({ area: 'opendata', action: 'update', target: null });
  });
});
