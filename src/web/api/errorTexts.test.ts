import { ERR_NETWORK_TEXT } from '@/shared/errorCodes';

describe('error texts fetched on the first failure', () => {
  afterEach(() => jest.resetModules());

  it('says the network failure when the texts cannot be fetched, and tries again next time', async () => {
    let reachable = false;
    jest.doMock('@/shared/errors', () => {
      if (!reachable) throw new Error('ChunkLoadError');
      return { errorText: () => 'texto do catálogo' };
    });
    const { describeError } = await import('./errorTexts');
    expect(await describeError(-100, 'pt')).toBe(ERR_NETWORK_TEXT.pt);
    expect(await describeError(-100, 'en')).toBe(ERR_NETWORK_TEXT.en);
    reachable = true;
    expect(await describeError(-100, 'pt')).toBe('texto do catálogo');
  });
});
