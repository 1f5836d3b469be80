import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { onNavigation, useNavigationTrail, type NavigationStep } from './navigationTrail';

const router: { navigate: NavigateFunction } = { navigate: () => undefined };

function Trail() {
  useNavigationTrail();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

describe('the navigation trail', () => {
  it('keeps the steps taken before its reader registers, then hands each new one over; back and forward are no steps', () => {
    render(
      <MemoryRouter initialEntries={['/entidades']}>
        <Trail />
      </MemoryRouter>,
    );
    act(() => void router.navigate('/entidade/4/1/detalhe'));
    const steps: NavigationStep[] = [];
    onNavigation((step) => steps.push(step));
    expect(steps).toEqual([{ from: '/entidades', to: '/entidade/4/1/detalhe' }]);
    act(() => void router.navigate('/servico/12/3/detalhe?x=1'));
    expect(steps[1]).toEqual({ from: '/entidade/4/1/detalhe', to: '/servico/12/3/detalhe?x=1' });
    act(() => void router.navigate(-1));
    expect(steps).toHaveLength(2);
  });
});
