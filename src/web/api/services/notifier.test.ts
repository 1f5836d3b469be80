import { clearStaleToasts, setNotifier, setToastClearer, showToast } from './notifier';

describe('the notifier service', () => {
  afterEach(() => setToastClearer(null));

  it('keeps messages sent before a notifier exists and shows them once one is installed', () => {
    setNotifier(null);
    showToast('early');
    const notifier = jest.fn();
    setNotifier(notifier);
    expect(notifier).toHaveBeenCalledWith('early', 'error');
    showToast('later', 'success');
    expect(notifier).toHaveBeenLastCalledWith('later', 'success');
    expect(notifier).toHaveBeenCalledTimes(2);
  });

  it('clears the waiting error toasts of a page left, but not those that explain a move nor the successes (issue 29 §7)', () => {
    setNotifier(null);
    showToast('stale');
    showToast('session lost', 'error', { keepOnNavigation: true });
    showToast('saved', 'success');
    const clear = jest.fn();
    setToastClearer(clear);
    clearStaleToasts();
    expect(clear).toHaveBeenCalledTimes(1);
    const notifier = jest.fn();
    setNotifier(notifier);
    expect(notifier.mock.calls).toEqual([
      ['session lost', 'error', { keepOnNavigation: true }],
      ['saved', 'success'],
    ]);
  });
});
