import { serverDetail } from './serverDetail';

describe('serverDetail', () => {
  it('reads what the server appended to the catalogued text', () => {
    expect(serverDetail({ code: -2, description: 'Pedido inválido. (email: Email inválido)' }, 'pt')).toBe('email: Email inválido');
    expect(serverDetail({ code: -2, description: 'Invalid request. (labelPt: x (y))' }, 'en')).toBe('labelPt: x (y)');
  });

  it('is null without a detail, for another language’s text or for what is no API error', () => {
    expect(serverDetail({ code: -61, description: 'O perfil já existe.' }, 'pt')).toBeNull();
    expect(serverDetail({ code: -2, description: 'Invalid request. (x)' }, 'pt')).toBeNull();
    expect(serverDetail(new Error('boom'), 'pt')).toBeNull();
  });
});
