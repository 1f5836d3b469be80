import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: number;
  name: string;
  email: string;
  profiles: string;
  status: string;
}
const rows: Row[] = [{ id: 1, name: 'Ana', email: 'ana@example.pt', profiles: 'Gestão', status: 'Ativo' }];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', label: 'Nome' },
  { key: 'email', label: 'Email' },
  { key: 'profiles', label: 'Perfis', hideOnNarrow: true },
  { key: 'status', label: 'Estado' },
  { key: 'actions', label: 'Ações', render: (r) => <a href={`/u/${r.id}`}>Editar {r.name}</a> },
];

/**
 * jsdom lays nothing out: the table's width is made 150 px per header cell and its container `width`
 * px wide, so that the table "overflows" while it has more columns than fit.
 */
function layOut(width: number) {
  const offsetWidth = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TABLE' ? this.querySelectorAll('thead th').length * 150 : 0;
  });
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('MuiTableContainer-root') ? width : 0;
  });
  return () => {
    offsetWidth.mockRestore();
    clientWidth.mockRestore();
  };
}

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
}

describe('DataTable on a narrow width', () => {
  it('keeps every column when the table fits', async () => {
    const restore = layOut(800);
    renderWithProviders(<DataTable label="Utilizadores" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(headers()).toEqual(['Nome', 'Email', 'Perfis', 'Estado', 'Ações']);
    expect(screen.queryByTestId('stacked-cells')).not.toBeInTheDocument();
    restore();
  });

  it('moves the optional columns under the first cell until it fits; name, state and actions stay columns', async () => {
    const restore = layOut(460);
    renderWithProviders(<DataTable label="Utilizadores" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(headers()).toEqual(['Nome', 'Estado', 'Ações']);
    const [nameCell] = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    const stacked = within(nameCell as HTMLElement).getByTestId('stacked-cells');
    // Each moved value keeps its column's name, in the columns' order.
    expect(Array.from(stacked.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(['Email', 'Perfis']);
    expect(within(stacked).getByText('ana@example.pt')).toBeInTheDocument();
    expect(within(stacked).getByText('Gestão')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar Ana' })).toBeInTheDocument();
    restore();
  });

  it('moves the column marked for narrow screens first', async () => {
    const restore = layOut(610);
    renderWithProviders(<DataTable label="Utilizadores" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(headers()).toEqual(['Nome', 'Email', 'Estado', 'Ações']);
    restore();
  });
});
