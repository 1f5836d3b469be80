import { setNotifier, showToast } from './notifier';

describe('the notifier service', () => {
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
});
