import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: number;
  name: string;
  email: string;
  site: string;
}
const rows: Row[] = [
  { id: 1, name: 'Ana', email: 'ana@example.pt', site: '' },
  { id: 2, name: 'Rui', email: '', site: '' },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', label: 'Nome' },
  { key: 'email', label: 'Email' },
  // A rendered cell with a text (a report's address): empty text, nothing to show.
  { key: 'site', label: 'Sítio na internet', text: (r) => r.site, render: (r) => (r.site ? <a href={r.site}>{r.site}</a> : null) },
  { key: 'actions', label: 'Ações', render: (r) => <a href={`/u/${r.id}`}>Editar {r.name}</a> },
];

/** jsdom lays nothing out: 150 px per header cell in a container `width` px wide (DataTable.columnFit.test.tsx). */
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

describe('DataTable: stacked cells', () => {
  it('leaves out the line of an empty cell (no bare label), and the list when every stacked cell is empty', async () => {
    const restore = layOut(310);
    renderWithProviders(<DataTable label="Contactos" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Ações']);
    const [ana, rui] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    const stacked = within(ana as HTMLElement).getByTestId('stacked-cells');
    expect(Array.from(stacked.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(['Email']);
    expect(within(rui as HTMLElement).queryByTestId('stacked-cells')).not.toBeInTheDocument();
    restore();
  });
});
