import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arrayMove } from '@dnd-kit/sortable';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SortableItem } from './SortableItem';
import { SortableList } from './SortableList';
import { layOutSortableRows } from './sortableTestLayout';

/** The keyboard sensor listens on the document from the next tick after a pick-up. */
const nextTick = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function Harness({ onMove }: { onMove: (from: number, to: number) => void }) {
  const [names, setNames] = useState(['Receção', 'Análise', 'Decisão']);
  return (
    <>
      <SortableList
        ids={names}
        labelOf={(index) => names[index] ?? ''}
        onMove={(from, to) => {
          onMove(from, to);
          setNames((list) => arrayMove(list, from, to));
        }}
      >
        <div data-testid="rows">
          {names.map((name) => (
            <SortableItem key={name} id={name} label={name}>
              <span>{name}</span>
            </SortableItem>
          ))}
        </div>
      </SortableList>
      <p data-testid="order">{names.join(', ')}</p>
    </>
  );
}

describe('SortableList', () => {
  let rects: jest.SpyInstance;
  beforeEach(() => {
    rects = layOutSortableRows();
  });
  afterEach(() => rects.mockRestore());

  it('moves an item with the keyboard on its handle, announcing each step in Portuguese, and calls back with from and to', async () => {
    const user = userEvent.setup({ delay: null });
    const onMove = jest.fn();
    renderWithProviders(<Harness onMove={onMove} />);
    const handle = await screen.findByRole('button', { name: 'Arrastar para mudar a ordem: Receção' });
    // The handle is described by the keyboard instructions and says what it is in Portuguese.
    expect(handle).toHaveAttribute('aria-roledescription', 'item reordenável');
    expect(handle).toHaveAccessibleDescription(/prima Espaço ou Enter para pegar no item/);

    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard(' ');
    await nextTick();
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('Pegou em Receção, na posição 1 de 3.');
    await user.keyboard('{ArrowDown}');
    expect(live).toHaveTextContent('Receção passou para a posição 2 de 3.');
    await user.keyboard('{ArrowDown}');
    expect(live).toHaveTextContent('Receção passou para a posição 3 de 3.');
    await user.keyboard(' ');
    expect(onMove).toHaveBeenCalledWith(0, 2);
    expect(screen.getByTestId('order')).toHaveTextContent('Análise, Decisão, Receção');
    expect(live).toHaveTextContent('Receção largado na posição 3 de 3.');
  });

  it('Escape cancels a keyboard drag: no move, and the item is announced back in its place', async () => {
    const user = userEvent.setup({ delay: null });
    const onMove = jest.fn();
    const { container } = renderWithProviders(<Harness onMove={onMove} />);
    act(() => screen.getByRole('button', { name: 'Arrastar para mudar a ordem: Decisão' }).focus());
    await user.keyboard('{Enter}');
    await nextTick();
    await user.keyboard('{ArrowUp}');
    expect(within(container).getByRole('status')).toHaveTextContent('Decisão passou para a posição 2 de 3.');
    await user.keyboard('{Escape}');
    expect(within(container).getByRole('status')).toHaveTextContent('Movimento cancelado; Decisão voltou à posição 3 de 3.');
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByTestId('order')).toHaveTextContent('Receção, Análise, Decisão');
  });

  it('a single item has no handle: there is no order to change', async () => {
    renderWithProviders(
      <SortableList ids={['a']} labelOf={() => 'Único'} onMove={jest.fn()}>
        <SortableItem id="a" label="Único">
          <span>Único</span>
        </SortableItem>
      </SortableList>,
    );
    expect(await screen.findByText('Único')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
