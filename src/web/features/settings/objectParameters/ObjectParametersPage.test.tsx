import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { REFERENCE_CATEGORIES, type ReferenceItem } from '@/shared/referenceLists';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { ReferenceItemInput } from '@/shared/settings';
import { envelope, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { userTokenData } from '@/web/test/tokens';
import { findTitle, jsonOf, mockSettingsApi } from '../testing/settingsTestKit';
import { OBJECT_PARAMETER_SECTIONS } from './ObjectParametersPage';
import { makeReferenceItemSchema, moveItem } from './referenceItemForm';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

const item = (id: number, labelPt: string, sortOrder: number): ReferenceItem => ({ id, category: 'channelType', labelPt, labelEn: '', active: true, sortOrder });

async function openAddDialog(sectionName: string) {
  await userEvent.click(await screen.findByRole('button', { name: sectionName }));
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
  return screen.findByRole('dialog', { name: `Adicionar: ${sectionName}` });
}

describe('the object parameters page', () => {
  it('has a section per list of SPEC §2.10 in its order, then the entity types, the lists the service and document forms need and the text templates', async () => {
    mockSettingsApi({});
    renderApp('/configuracoes/parametrosobjetos', { session: userTokenData([61]) });
    await findTitle('Parâmetros de objetos');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Tipos de entidade para serviços',
      'Tipo de entidade relacionada',
      'Tipo de canal',
      'Tipo de destinatário',
      'Área de serviço (área de negócio)',
      'Categoria de serviço',
      'Evento de negócio',
      'Tipo de resultado',
      'Checklist de questões da descrição',
      'Ícones da orgânica',
      'Agrupamento de serviços',
      'Legislações',
      'Tipos de recusa',
      'Plano de classificação',
      'Divisões administrativas (localizações)',
      'Tipo de entidade',
      'Subcategoria de serviço',
      'Evento de vida',
      'Tipo de documento',
      'Modelos de texto',
    ]);
    expect(OBJECT_PARAMETER_SECTIONS).toHaveLength(20);
  });

  it('refuses to add an item without the Portuguese value, with exactly the §5 message', async () => {
    const fetchMock = mockSettingsApi({ [SETTINGS_PATHS.objectParameters('channelType')]: () => envelope([]) });
    renderApp('/configuracoes/parametrosobjetos', { session: userTokenData([61]) });
    await findTitle('Parâmetros de objetos');
    const dialog = await openAddDialog('Tipo de canal');
    await userEvent.type(within(dialog).getByLabelText('Tipo de canal (Inglês)', { selector: 'input' }), 'Kiosk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText('Tem que preencher o tipo de canal em português para poder guardar')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tipo de canal (Português)', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, SETTINGS_PATHS.objectParameters('channelType')).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s text where the message goes when the server answers -2', async () => {
    const serverText = 'Tem que preencher o tipo de canal em português para poder guardar (servidor)';
    mockSettingsApi({
      [SETTINGS_PATHS.objectParameters('channelType')]: (request) => (request.method === 'POST' ? envelope(null, -2, `Pedido inválido. (${serverText})`) : envelope([])),
    });
    renderApp('/configuracoes/parametrosobjetos', { session: userTokenData([61]) });
    await findTitle('Parâmetros de objetos');
    const dialog = await openAddDialog('Tipo de canal');
    await userEvent.type(within(dialog).getByLabelText('Tipo de canal (Português)', { selector: 'input' }), 'Quiosque');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(serverText)).toBeInTheDocument();
    // The catalogued toast of the base query too.
    expect(await screen.findByText('Pedido inválido.')).toBeInTheDocument();
  });

  it('adds an item and moves it in the list', async () => {
    let items = [item(1, 'Presencial', 1), item(2, 'Telefone', 2)];
    let created: ReferenceItemInput | null = null;
    let order: number[] = [];
    mockSettingsApi({
      [SETTINGS_PATHS.objectParameters('channelType')]: async (request) => {
        if (request.method === 'POST') {
          created = await jsonOf<ReferenceItemInput>(request);
          items = [...items, item(3, created.labelPt, 3)];
          return envelope(items[2]);
        }
        return envelope(items);
      },
      [SETTINGS_PATHS.objectParametersOrder('channelType')]: async (request) => {
        order = (await jsonOf<{ itemIds: number[] }>(request)).itemIds;
        items = order.map((id, i) => ({ ...(items.find((x) => x.id === id) as ReferenceItem), sortOrder: i + 1 }));
        return envelope(items);
      },
    });
    renderApp('/configuracoes/parametrosobjetos', { session: userTokenData([61]) });
    await findTitle('Parâmetros de objetos');
    const dialog = await openAddDialog('Tipo de canal');
    await userEvent.type(within(dialog).getByLabelText('Tipo de canal (Português)', { selector: 'input' }), 'Balcão digital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Parâmetro de objeto guardado com sucesso.')).toBeInTheDocument();
    expect(created).toEqual({ labelPt: 'Balcão digital', labelEn: '', active: true });
    expect(await screen.findByRole('cell', { name: 'Balcão digital' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Subir Balcão digital' }));
    await waitFor(() => expect(order).toEqual([1, 3, 2]));
    // Deleting needs 62 too.
    expect(screen.queryByRole('button', { name: 'Eliminar Balcão digital' })).not.toBeInTheDocument();
  });

  it('writes the message with the list’s name in lower case, in the interface language', () => {
    const message = (category: keyof typeof REFERENCE_CATEGORIES, language: 'pt' | 'en') => {
      try {
        makeReferenceItemSchema(category, language).validateSync({ labelPt: ' ', labelEn: 'x', active: true });
      } catch (e) {
        return (e as Error).message;
      }
      return null;
    };
    expect(message('serviceArea', 'pt')).toBe('Tem que preencher o área de serviço (área de negócio) em português para poder guardar');
    expect(message('organizationType', 'pt')).toBe('Tem que preencher o tipo de entidade em português para poder guardar');
    expect(message('channelType', 'en')).toBe('You must fill in the channel type in Portuguese to save');
    expect(moveItem([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  });
});
