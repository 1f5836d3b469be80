import { redactUrl } from './logSerializers';

it('masks the access_token query parameter, wherever it stands, and nothing else', () => {
  expect(redactUrl('/api/notificationsHub?id=abc&access_token=eyJ.a.b')).toBe('/api/notificationsHub?id=abc&access_token=[redacted]');
  expect(redactUrl('/api/notificationsHub?access_token=eyJ.a.b&id=abc')).toBe('/api/notificationsHub?access_token=[redacted]&id=abc');
  expect(redactUrl('/api/records?token=1&x=2')).toBe('/api/records?token=1&x=2');
});
