import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DataTable, type DataTableColumn } from './DataTable';
import { EMPTY_SELECTION, type Selection } from './selection';

interface Row {
  id: number;
  code: string;
  name: string;
}
const rows: Row[] = [
  { id: 1, code: 'A1', name: 'Alfa' },
  { id: 2, code: 'B2', name: 'Beta' },
  { id: 3, code: 'C3', name: 'Gama' },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'code', label: 'Código', sortKey: 'Code' },
  { key: 'name', label: 'Nome', sortKey: 'Name' },
];
/** The table every test draws, before what it tries. */
const TABLE = { label: 'Registos', columns, rows, rowKey: (r: Row) => r.id };

/** A table of `total` rows, five a page, on `pageNumber`: its pagination and the numbers of its page buttons. */
async function renderPaged(total: number, pageNumber: number, onPageChange: (page: number) => void = jest.fn()) {
  const { unmount } = renderWithProviders(<DataTable {...TABLE} total={total} pagination={{ pageNumber, pageSize: 5, onPageChange }} />);
  const nav = await screen.findByRole('navigation', { name: 'Paginação' });
  const pages = within(nav)
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((b) => b.textContent);
  return { nav, pages, unmount };
}

function SelectableTable({ total, onChange }: { total: number; onChange?: (s: Selection) => void }) {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  return (
    <DataTable
      {...TABLE}
      total={total}
      selection={{
        value: selection,
        onChange: (s) => {
          setSelection(s);
          onChange?.(s);
        },
        rowLabel: (r) => r.name,
      }}
    />
  );
}

function SortableTable({ initial, spy }: { initial: string; spy: jest.Mock }) {
  const [sortBy, setSortBy] = useState(initial);
  return (
    <DataTable
      {...TABLE}
      sortBy={sortBy}
      onSortChange={(s) => {
        spy(s);
        setSortBy(s);
      }}
    />
  );
}

describe('DataTable', () => {
  it('selects all, keeps unticked rows apart (some), and back to none', async () => {
    const user = userEvent.setup({ delay: null });
    const changes: Selection[] = [];
    renderWithProviders(<SelectableTable total={12} onChange={(s) => changes.push(s)} />);
    const all = await screen.findByRole('checkbox', { name: 'Selecionar todos os registos' });
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Beta' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Beta' }));
    expect(changes.at(-1)).toEqual({ allSelected: true, ids: [2] });
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('11 selecionados')).toBeInTheDocument();
    await user.click(all); // some → all
    await user.click(all); // all → none
    expect(changes.at(-1)).toEqual(EMPTY_SELECTION);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Alfa' })).not.toBeChecked();
  });

  it('gives all when every record is ticked one by one', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SelectableTable total={3} />);
    for (const name of ['Alfa', 'Beta', 'Gama']) await user.click(await screen.findByRole('checkbox', { name: `Selecionar ${name}` }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos os registos' })).toBeChecked();
  });

  it('cycles a column not-active → ascending → descending → not-active, one column at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const spy = jest.fn();
    renderWithProviders(<SortableTable initial="" spy={spy} />);
    const codeHeader = await screen.findByRole('columnheader', { name: /Código/ });
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    expect(codeHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(codeHeader).getByRole('button'));
    expect(spy).toHaveBeenLastCalledWith('Code');
    expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(codeHeader).getByRole('button'));
    expect(spy).toHaveBeenLastCalledWith('Code desc');
    expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(codeHeader).getByRole('button'));
    expect(spy).toHaveBeenLastCalledWith('');
    expect(codeHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(codeHeader).getByRole('button'));
    await user.click(within(nameHeader).getByRole('button'));
    expect(spy).toHaveBeenLastCalledWith('Name');
    expect(codeHeader).toHaveAttribute('aria-sort', 'none');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('renders the pagination windows with the current page marked', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageChange = jest.fn();
    const { nav, pages } = await renderPaged(50, 5, onPageChange);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(nav.textContent).toContain('…');
    await user.click(within(nav).getByRole('button', { name: 'Página 6' }));
    expect(onPageChange).toHaveBeenCalledWith(6);
    await user.click(within(nav).getByRole('button', { name: 'Página seguinte' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  it('shows every page up to five, and the first four and the last near the start', async () => {
    const first = await renderPaged(23, 1);
    expect(first.pages).toEqual(['1', '2', '3', '4', '5']);
    first.unmount();
    expect((await renderPaged(100, 2)).pages).toEqual(['1', '2', '3', '4', '20']);
  });

  it('changes the page size', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageSizeChange = jest.fn();
    renderWithProviders(
      <DataTable
        label="R"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        total={30}
        pagination={{ pageNumber: 1, pageSize: 5, onPageChange: jest.fn(), onPageSizeChange }}
      />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Registos por página' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('truncates a text longer than 255 characters and shows it whole in a tooltip', async () => {
    const long = 'x'.repeat(254) + 'yz' + 'w'.repeat(40);
    renderWithProviders(<DataTable label="R" columns={columns} rows={[{ id: 1, code: 'A', name: long }]} rowKey={(r) => r.id} />);
    const cut = await screen.findByText(`${'x'.repeat(254)}y…`);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    fireEvent.mouseOver(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('leaves a text of exactly 255 characters whole', async () => {
    const text = 'a'.repeat(255);
    renderWithProviders(<DataTable label="R" columns={columns} rows={[{ id: 1, code: 'A', name: text }]} rowKey={(r) => r.id} />);
    expect(await screen.findByText(text)).not.toHaveAttribute('data-truncated');
  });

  it("reads 'n de total registos' with pagination and 'total registos' without", async () => {
    const { unmount } = renderWithProviders(
      <DataTable label="R" columns={columns} rows={rows} rowKey={(r) => r.id} total={23} pagination={{ pageNumber: 1, pageSize: 5, onPageChange: jest.fn() }} />,
    );
    expect(await screen.findByTestId('table-footer')).toHaveTextContent('3 de 23 registos');
    unmount();
    renderWithProviders(<DataTable label="R" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(await screen.findByTestId('table-footer')).toHaveTextContent(/^3 registos$/);
  });

  it('shows the default or the configured empty text, and a loading state', async () => {
    const { unmount } = renderWithProviders(<DataTable label="R" columns={columns} rows={[]} rowKey={(r: Row) => r.id} />);
    expect(await screen.findByText('Não existem items para mostrar')).toBeInTheDocument();
    unmount();
    const second = renderWithProviders(<DataTable label="R" columns={columns} rows={[]} rowKey={(r: Row) => r.id} emptyText="Sem entidades" />);
    expect(await screen.findByText('Sem entidades')).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<DataTable label="R" columns={columns} rows={[]} rowKey={(r: Row) => r.id} loading />);
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('progressbar', { name: 'A carregar registos…' })).toBeInTheDocument();
  });

  it('names the table and renders custom cells', async () => {
    renderWithProviders(
      <DataTable
        label="Entidades"
        columns={[...columns, { key: 'x', label: 'Ações', render: (r: Row) => <a href={`/r/${r.id}`}>abrir {r.code}</a> }]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    );
    expect(await screen.findByRole('table', { name: 'Entidades' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'abrir B2' })).toHaveAttribute('href', '/r/2');
  });
});
