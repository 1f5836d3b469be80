import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/web/test/renderApp';
import { mockFetch } from '@/web/test/fetchMock';
import { guestTokenData } from '@/web/test/tokens';

describe('the home page', () => {
  beforeEach(() => mockFetch({}));

  it('welcomes, asks for at least one filter and keeps the filters of a search', async () => {
    const { store } = renderApp('/', { session: guestTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: /^Bem-vindo ao / })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('É necessário informar pelo menos um dos filtros');

    await userEvent.type(screen.getByRole('textbox', { name: 'Designação' }), 'Finanças');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(screen.queryByText('É necessário informar pelo menos um dos filtros')).not.toBeInTheDocument();
    expect(store.getState().searchForms.home.name).toBe('Finanças');

    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByRole('textbox', { name: 'Designação' })).toHaveValue('');
    expect(store.getState().searchForms.home.name).toBe('');
  });

  it('has the search history section as the #history anchor', async () => {
    renderApp('/#history', { session: guestTokenData() });
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(history).toHaveAttribute('id', 'history');
    expect(history).toHaveTextContent('Ainda não existe histórico de pesquisas.');
  });
});
