import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashTabs } from './HashTabs';
import { StickyProgressBar } from './StickyProgressBar';
import { renderWithProviders } from './testing/renderWithProviders';
import { visibleTimelineItems, VersionTimeline } from './VersionTimeline';

describe('HashTabs', () => {
  const tabs = [
    { id: 'dados', label: 'Dados', content: <p>Os dados</p> },
    { id: 'historico', label: 'Histórico', content: <p>O histórico</p> },
  ];
  it('opens the tab the hash names and writes the chosen tab into the hash', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<HashTabs tabs={tabs} label="Secções" />, { path: '/x#historico' });
    expect(await screen.findByText('O histórico')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Histórico' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Dados' }));
    expect(await screen.findByText('Os dados')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#dados');
  });
  it('falls back to the first tab', async () => {
    renderWithProviders(<HashTabs tabs={tabs} label="Secções" />, { path: '/x#nada' });
    expect(await screen.findByText('Os dados')).toBeInTheDocument();
  });
});

describe('StickyProgressBar', () => {
  it('sticks to the top after 257 px of scrolling', async () => {
    renderWithProviders(<StickyProgressBar loading />);
    const bar = await screen.findByRole('progressbar', { name: 'A processar' });
    const box = bar.parentElement as HTMLElement;
    expect(box).toHaveAttribute('data-stuck', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 258, configurable: true });
      fireEvent.scroll(window);
    });
    expect(box).toHaveAttribute('data-stuck', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 257, configurable: true });
      fireEvent.scroll(window);
    });
    expect(box).toHaveAttribute('data-stuck', 'false');
  });
});

describe('VersionTimeline', () => {
  it('shows 1 item below 700 px, 3.5 from 1024 px', () => {
    expect(visibleTimelineItems(375)).toBe(1);
    expect(visibleTimelineItems(699)).toBe(1);
    expect(visibleTimelineItems(800)).toBe(2.5);
    expect(visibleTimelineItems(1024)).toBe(3.5);
  });
  it('links each version to its detail route, titled with its date on the Azores clock', async () => {
    renderWithProviders(
      <VersionTimeline
        items={[
          { version: 2, date: '2024-05-06T14:30:00.000Z', caption: 'Em elaboração' },
          { version: 1, date: '2024-01-02T10:05:00.000Z', caption: 'Publicado' },
        ]}
        currentVersion={2}
        hrefOf={(v) => `/entidade/7/${v}/detalhe`}
      />,
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/entidade/7/1/detalhe', '/entidade/7/2/detalhe']);
    // 10:05 UTC in January is 09:05 in the Azores (UTC−1), whatever the machine's zone.
    expect(links[0]).toHaveAttribute('title', '02/01/2024 09:05');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('list', { name: 'Histórico de versões' })).toBeInTheDocument();
  });
});
