import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '../form/TextInput';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ListFilters } from './ListFilters';

type Filters = Record<'q', string>;

/** The address as a list page holds it: a search lands in it only when the test says (a router transition's delay). */
function Harness({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const [values, setValues] = useState<Filters>({ q: '' });
  const [pending, setPending] = useState<Filters | null>(null);
  return (
    <>
      <ListFilters<'q'>
        values={values}
        defaults={{ q: '' }}
        label="Filtros"
        onSearch={(filters) => {
          onSearch(filters);
          setPending(filters);
          if (filters.q === '') setValues(filters);
        }}
      >
        <TextInput name="q" label="Pesquisa" />
      </ListFilters>
      <button type="button" onClick={() => pending && setValues(pending)}>
        endereço atualizado
      </button>
      <button type="button" onClick={() => setValues({ q: 'outro' })}>
        voltar atrás
      </button>
    </>
  );
}

describe('ListFilters', () => {
  it('keeps what the user typed after a search when the address catches up with that search, and follows any other change of the address', async () => {
    const user = userEvent.setup({ delay: null });
    const onSearch = jest.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    const field = screen.getByLabelText('Pesquisa');

    await user.type(field, 'membro');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'membro' });

    // The user types the next search before the address shows the first one.
    await user.clear(field);
    await user.type(field, 'admin');
    await user.click(screen.getByRole('button', { name: 'endereço atualizado' }));
    expect(field).toHaveValue('admin');

    // Another change of the address (back, a link) shows its filters.
    await user.click(screen.getByRole('button', { name: 'voltar atrás' }));
    expect(field).toHaveValue('outro');

    // Limpar searches with the defaults and empties the field.
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onSearch).toHaveBeenLastCalledWith({ q: '' });
    expect(field).toHaveValue('');
  });
});

describe('ListFilters on a narrow screen', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    // Every media query matches: the layout's narrow screen (below md).
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it("folds the fields behind 'Filtros', which says how many filters are active", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ListFilters<'q' | 'status'> values={{ q: 'membro', status: '' }} defaults={{ q: '', status: '' }} label="Filtros da lista" onSearch={jest.fn()}>
        <TextInput name="q" label="Pesquisa" />
      </ListFilters>,
    );
    const toggle = screen.getByRole('button', { name: 'Filtros (1 ativo)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Pesquisa' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Pesquisa' })).toHaveValue('membro');
  });
});
