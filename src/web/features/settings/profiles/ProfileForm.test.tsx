import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { PERMISSION_AREA_LABELS } from '@/shared/permissionLabels';
import { PERMISSION_AREAS } from '@/shared/permissions';
import { RECORD_PATHS } from '@/shared/records/contract';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { ProfileInput } from '@/shared/settings';
import { envelope, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { adminSession, DRS, findTitle, jsonOf, mockSettingsApi, profileDetail, SRSD } from '../testing/settingsTestKit';
import { profileFormValues, profileInput } from './profileForm';
import { toggleArea } from './PermissionsField';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('the permissions of a profile', () => {
  it('are grouped by the areas of SPEC §6, in its order, with readable labels', async () => {
    mockSettingsApi({});
    renderApp('/configuracoes/perfil', { session: adminSession() });
    await findTitle('Novo perfil');

    const groups = screen.getAllByRole('group').filter((g) => g.hasAttribute('data-area'));
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(PERMISSION_AREAS.map((a) => PERMISSION_AREA_LABELS[a.area].pt));
    const entity = within(screen.getByRole('group', { name: 'Entidade' }));
    expect(entity.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Entidade: todas as permissões',
      'Entidade — Criar/editar',
      'Entidade — Submeter',
      'Entidade — Aprovar',
      'Entidade — Ordenar',
    ]);
    expect(entity.getByText('(14)')).toBeInTheDocument();
  });

  it('toggle a whole area from its own box, which shows "some" as indeterminate', async () => {
    mockSettingsApi({});
    renderApp('/configuracoes/perfil', { session: adminSession() });
    await findTitle('Novo perfil');

    await userEvent.click(box('Entidade: todas as permissões'));
    for (const action of ['Criar/editar', 'Submeter', 'Aprovar', 'Ordenar']) expect(box(`Entidade — ${action}`)).toBeChecked();
    expect(box('Património — Criar/editar')).not.toBeChecked();
    expect(screen.getByText('4 de 28 permissões escolhidas')).toBeInTheDocument();

    await userEvent.click(box('Entidade — Aprovar'));
    expect(box('Entidade: todas as permissões')).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(box('Entidade: todas as permissões'));
    expect(box('Entidade — Aprovar')).toBeChecked();
    await userEvent.click(box('Entidade: todas as permissões'));
    expect(box('Entidade — Criar/editar')).not.toBeChecked();
    expect(screen.getByText('0 de 28 permissões escolhidas')).toBeInTheDocument();
  });

  it('toggleArea: on when any is off, off when all are on, other areas untouched', () => {
    expect(toggleArea([1, 12], [11, 12, 13, 14])).toEqual([1, 11, 12, 13, 14]);
    expect(toggleArea([1, 11, 12, 13, 14], [11, 12, 13, 14])).toEqual([1]);
  });
});

describe('the organisation scope of a profile', () => {
  it('needs an organisation when the scope is one organisation, and sends it with the branches left out', async () => {
    let sent: ProfileInput | null = null;
    const fetchMock = mockSettingsApi({
      [RECORD_PATHS.organizationPicker]: (request) => envelope(new URL(request.url, 'http://localhost').searchParams.get('query')?.includes('DRS') ? [DRS] : [SRSD, DRS]),
      [SETTINGS_PATHS.profiles]: async (request) => {
        sent = await jsonOf<ProfileInput>(request);
        return envelope(profileDetail({ excludedOrganizationIds: [DRS.id], excludedOrganizations: [{ organizationId: DRS.id, name: DRS.name }] }));
      },
      [SETTINGS_PATHS.profile(9)]: () => envelope(profileDetail({ excludedOrganizationIds: [DRS.id], excludedOrganizations: [{ organizationId: DRS.id, name: DRS.name }] })),
    });
    const { router } = renderApp('/configuracoes/perfil', { session: adminSession() });
    await findTitle('Novo perfil');

    await userEvent.type(screen.getByLabelText('Nome', { selector: 'input' }), 'Editores SRSD');
    await userEvent.click(screen.getByRole('radio', { name: 'Uma entidade e as suas subentidades' }));
    await userEvent.click(box('Entidade — Criar/editar'));
    await userEvent.click(box('Entidade — Submeter'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(await screen.findByText('Existem campos obrigatórios a serem prenchidos.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, SETTINGS_PATHS.profiles)).toHaveLength(0);

    // The organisation: options show the code and the state marker.
    await userEvent.type(screen.getByRole('combobox', { name: 'Organização' }), 'SRSD');
    const option = await screen.findByRole('option', { name: /Secretaria Regional da Saúde e Desporto/ });
    expect(option).toHaveTextContent('SRSD');
    expect(option).toHaveTextContent('Publicado');
    await userEvent.click(option);

    // A branch left out: the chosen organisation itself is not offered.
    await userEvent.type(screen.getByRole('combobox', { name: 'Ramos excluídos' }), 'D');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(screen.getByRole('option', { name: /Direção Regional da Saúde/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil guardado com sucesso.')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Editores SRSD', permissions: [11, 12], organizationId: SRSD.id, excludedOrganizationIds: [DRS.id] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracoes/perfil/9/detalhe'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editores SRSD' })).toBeInTheDocument();
    expect(screen.getByText('Direção Regional da Saúde')).toBeInTheDocument();
  });

  it('"Toda a orgânica" sends no organisation; an organisation is never a branch left out of itself', () => {
    const values = profileFormValues(profileDetail({ excludedOrganizationIds: [DRS.id], excludedOrganizations: [{ organizationId: DRS.id, name: DRS.name }] }));
    expect(values.scope).toBe('organization');
    expect(profileInput({ ...values, excluded: [...values.excluded, { id: SRSD.id, name: SRSD.name }] })).toEqual({
      name: 'Editores SRSD',
      permissions: [11, 12],
      organizationId: SRSD.id,
      excludedOrganizationIds: [DRS.id],
    });
    expect(profileInput({ ...values, scope: 'all' }).organizationId).toBeNull();
  });

  it('loads a profile into the edit form and sends the changes with PUT', async () => {
    let sent: ProfileInput | null = null;
    mockSettingsApi({
      [SETTINGS_PATHS.profile(9)]: async (request) => {
        if (request.method === 'PUT') sent = await jsonOf<ProfileInput>(request);
        return envelope(profileDetail(sent ?? {}));
      },
    });
    renderApp('/configuracoes/perfil/9', { session: adminSession() });
    await findTitle('Editar perfil: Editores SRSD');
    expect(screen.getByRole('combobox', { name: 'Organização' })).toHaveValue(SRSD.name);
    expect(box('Entidade — Criar/editar')).toBeChecked();
    await userEvent.click(box('Entidade — Aprovar'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil guardado com sucesso.')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Editores SRSD', permissions: [11, 12, 13], organizationId: SRSD.id, excludedOrganizationIds: [] });
  });
});
