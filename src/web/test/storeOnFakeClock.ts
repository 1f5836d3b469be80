/**
 * The set-up of the session tests that drive the store through time: before each test a new store on
 * a fake clock at a fixed instant, navigation stubbed; real timers again after it.
 */
import { makeStore, type AppStore } from '@/web/app/store';
import { setNavigationService } from '@/web/api/services/navigation';

export const FAKE_NOW = new Date('2026-03-02T10:00:00Z').getTime();

/** A token expiry (JWT `exp`, seconds) `ms` from the fake clock's now. */
export const expiryIn = (ms: number) => Math.floor((Date.now() + ms) / 1000);

export interface StoreOnFakeClock {
  /** The store of the running test. */
  store(): AppStore;
  /** The navigation service's revalidate mock of the running test. */
  revalidate(): jest.Mock;
}

/** Registers the beforeEach/afterEach pair; call it once at the top of a test file. */
export function storeOnFakeClock(): StoreOnFakeClock {
  let store: AppStore | undefined;
  let revalidate: jest.Mock | undefined;
  beforeEach(() => {
    jest.useFakeTimers({ now: FAKE_NOW });
    store = makeStore();
    revalidate = jest.fn();
    setNavigationService({ navigate: jest.fn(), revalidate });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('storeOnFakeClock: read inside a test');
    return value;
  };
  return { store: () => current(store), revalidate: () => current(revalidate) };
}
