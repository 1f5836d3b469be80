import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_LIMITS, type ImportDetail, type ImportStatus, type ImportSummary } from '@/shared/imports';
import { Permission } from '@/shared/permissions';
import { makeStore } from '@/web/app/store';
import { languageChanged } from '@/web/app/uiSlice';
import { hubStatusChanged, importStatusReceived } from '@/web/features/hub/hubSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { userTokenData } from '@/web/test/tokens';

/** The §6 import rule: an approve plus create/edit pair. */
const IMPORTER = userTokenData([Permission.EntityCreateEdit, Permission.EntityApprove]);
const REQUIRED = { pt: 'Campo obrigatório', en: 'Required field' };
const DUPLICATE = { pt: 'Já existe uma entidade com este nome.', en: 'An entity with this name already exists.' };

const pushed = (overrides: Partial<ImportStatus>): ImportStatus => ({
  importId: 7,
  state: 'validating',
  total: 3,
  validated: 0,
  written: 0,
  failed: 0,
  percent: 0,
  ...overrides,
});

function detail(overrides: Partial<ImportDetail> = {}): ImportDetail {
  return {
    ...pushed({}),
    importType: 1,
    fileName: 'entidades.csv',
    username: 'maria',
    displayName: 'Maria Silva',
    createdAt: '2026-03-02T09:30:00Z',
    finishedAt: null,
    mode: null,
    errorCount: 0,
    warningCount: 0,
    message: null,
    issues: [],
    issuesTruncated: false,
    ...overrides,
  };
}

const VALIDATED_WITH_ERRORS = detail({
  state: 'validated',
  validated: 3,
  failed: 1,
  percent: 50,
  errorCount: 1,
  warningCount: 1,
  issues: [
    { row: 2, column: null, severity: 'warning', message: DUPLICATE },
    { row: 3, column: 'Nome', severity: 'error', message: REQUIRED },
  ],
});

const summary = (overrides: Partial<ImportSummary>): ImportSummary => {
  const { issues: _issues, issuesTruncated: _truncated, ...rest } = detail(overrides);
  return rest;
};

/** The fake import API: the detail of import 7 is whatever `current` holds when asked. */
function mockImportsApi(state: { current: ImportDetail; list?: ImportSummary[] }) {
  return mockFetch({
    // The header's notification badge asks too: unanswered, its -1 toast is a second alert on the page.
    '/notifications/count': () => envelope(0),
    '/imports': (request) => envelope(request.method === 'POST' ? detail() : { items: state.list ?? [] }),
    '/imports/7': () => envelope(state.current),
    '/imports/7/start': () => envelope({ ...state.current, state: 'importing' }),
    '/imports/7/cancel': () => envelope({ ...state.current, state: 'cancelled' }),
  });
}

/** The state line (a polite live region; the layout has other status regions). */
const stateLine = () => screen.getByText(/^Estado:/);
const progress = () => screen.getByRole('progressbar', { name: 'Progresso da importação' });

describe('the import page', () => {
  it('opens for the §6 import rule, offers the five import types, and refuses a file of another kind or too large before sending anything', async () => {
    const fetchMock = mockImportsApi({ current: detail() });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/importacao', { session: IMPORTER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Importação' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Tipo de importação' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Entidade',
      'Serviço',
      'Ponto de atendimento',
      'Património',
      'Associação de ponto de atendimento a serviço',
    ]);
    await user.click(screen.getByRole('option', { name: 'Entidade' }));

    const input = screen.getByLabelText('Ficheiro');
    const upload = screen.getByRole('button', { name: 'Enviar e validar' });
    expect(upload).toBeDisabled();

    await user.upload(input, new File(['a;b'], 'entidades.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tipo de ficheiro não suportado: envie um ficheiro xlsx ou csv.');
    expect(screen.getByText('entidades.txt')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    const large = new File(['x'], 'grande.xlsx');
    Object.defineProperty(large, 'size', { value: IMPORT_LIMITS.maxBytes + 1 });
    await user.upload(input, large);
    expect(await screen.findByRole('alert')).toHaveTextContent('O ficheiro excede o tamanho máximo de 10 MB.');
    expect(upload).toBeDisabled();
    expect(requestsTo(fetchMock, '/imports').filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.upload(input, new File(['Código;Nome'], 'entidades.csv', { type: 'text/csv' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(upload).toBeEnabled();
  });

  it('uploads the file’s bytes, shows the import in the URL and its live progress, then its problems and the choice, and writes the valid rows', async () => {
    const api = { current: detail() };
    const fetchMock = mockImportsApi(api);
    const store = makeStore();
    store.dispatch(hubStatusChanged('connected'));
    const { router } = renderApp('/importacao', { session: IMPORTER, store });
    await screen.findByRole('heading', { level: 1, name: 'Importação' });

    const csv = 'Código;Nome\nE1;Alfa\nE2;\n';
    await userEvent.upload(screen.getByLabelText('Ficheiro'), new File([csv], 'entidades.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e validar' }));

    await waitFor(() => expect(router.state.location.search).toBe('?importacao=7'));
    const [post] = requestsTo(fetchMock, '/imports').filter((r) => r.method === 'POST');
    const url = new URL(post!.url, 'http://localhost');
    expect(url.searchParams.get('importType')).toBe('1');
    expect(url.searchParams.get('fileName')).toBe('entidades.csv');
    expect(post!.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(post!.headers.get('Authorization')).toMatch(/^Bearer /);
    await expect(post!.clone().text()).resolves.toBe(csv);

    expect(await screen.findByRole('heading', { level: 2, name: 'Importação 7' })).toBeInTheDocument();
    expect(stateLine()).toHaveTextContent('Estado: Em validação');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    act(() => void store.dispatch(importStatusReceived(pushed({ validated: 2, failed: 1, percent: 33 }))));
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('Validadas:').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Com erros:').nextSibling).toHaveTextContent('1');
    // The hub tells the progress: no polling.
    expect(requestsTo(fetchMock, '/imports/7')).toHaveLength(1);

    api.current = VALIDATED_WITH_ERRORS;
    act(() => void store.dispatch(importStatusReceived(pushed({ state: 'validated', validated: 3, failed: 1, percent: 50 }))));
    const issues = await screen.findByRole('table', { name: 'Problemas encontrados' });
    expect(within(issues).getByRole('cell', { name: 'Campo obrigatório' })).toBeInTheDocument();
    expect(within(issues).getByRole('cell', { name: '(linha inteira)' })).toBeInTheDocument();
    expect(within(issues).getByText('Aviso')).toBeInTheDocument();
    expect(within(issues).getByText('Erro')).toBeInTheDocument();
    expect(screen.getByText('Erros: 1. Avisos: 1.')).toBeInTheDocument();

    const everything = screen.getByRole('radio', { name: 'Importar tudo ou nada' });
    expect(everything).toBeDisabled();
    expect(everything).toHaveAccessibleDescription('Indisponível: há linhas com erros.');
    expect(screen.getByRole('radio', { name: 'Importar só as linhas válidas' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem a certeza que deseja importar as linhas válidas (2)? As linhas com erros (1) ficam de fora.');
    expect(requestsTo(fetchMock, '/imports/7/start')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/imports/7/start')).toHaveLength(1));
    await expect(requestsTo(fetchMock, '/imports/7/start')[0]!.clone().json()).resolves.toEqual({ mode: 'validOnly' });

    const listReads = () => requestsTo(fetchMock, '/imports').filter((r) => r.method === 'GET').length;
    const listReadsBefore = listReads();
    api.current = { ...VALIDATED_WITH_ERRORS, state: 'finished', written: 2, percent: 100, mode: 'validOnly' };
    act(() => void store.dispatch(importStatusReceived(pushed({ state: 'importing', validated: 3, written: 1, failed: 1, percent: 75 }))));
    await waitFor(() => expect(stateLine()).toHaveTextContent('Estado: Concluída'));
    expect(await screen.findByText('Importação concluída. Linhas escritas como registos em elaboração: 2.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar importação' })).not.toBeInTheDocument();
    // The past imports follow the import's end.
    await waitFor(() => expect(listReads()).toBeGreaterThan(listReadsBefore));
  });

  it('shows the import of the URL again after a reload, polls it every ~2 s while the hub is not connected, and stops at the end', async () => {
    const api = { current: detail({ validated: 1, percent: 16 }) };
    const fetchMock = mockImportsApi(api);
    renderApp('/importacao?importacao=7', { session: IMPORTER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Importação 7' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '16');

    api.current = detail({ state: 'cancelled', validated: 2, percent: 33 });
    await waitFor(() => expect(stateLine()).toHaveTextContent('Estado: Cancelada'), { timeout: 4000 });
    const polled = requestsTo(fetchMock, '/imports/7').length;
    expect(polled).toBe(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(requestsTo(fetchMock, '/imports/7')).toHaveLength(polled);
  });

  it('offers everything or nothing when no row has an error, confirms it, and cancels a validated import after asking', async () => {
    const fetchMock = mockImportsApi({ current: detail({ state: 'validated', validated: 3, percent: 50 }) });
    renderApp('/importacao?importacao=7', { session: IMPORTER });
    expect(await screen.findByText('Nenhum problema encontrado: todas as linhas são válidas.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Importar tudo ou nada' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Importar só as linhas válidas' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Descarregar folha de erros' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem a certeza que deseja importar todas as linhas (3)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/imports/7/start')).toHaveLength(1));
    await expect(requestsTo(fetchMock, '/imports/7/start')[0]!.clone().json()).resolves.toEqual({ mode: 'allOrNothing' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar importação' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem a certeza que deseja cancelar esta importação?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/imports/7/cancel')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar importação' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar importação' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/imports/7/cancel')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/imports/7/cancel')[0]!.method).toBe('POST');
  });

  it('lists the past imports, opens one, downloads its error sheet and the template as files, and speaks English', async () => {
    const xlsx = (name: string) => () =>
      new Response(new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])]), {
        status: 200,
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    const fetchMock = mockFetch({
      '/imports': () =>
        envelope({ items: [summary({ importId: 5, state: 'finished', written: 2, failed: 1, total: 3, percent: 100, errorCount: 1, fileName: 'velho.csv' })] }),
      '/imports/5': () => envelope(detail({ ...VALIDATED_WITH_ERRORS, importId: 5, state: 'finished', written: 2, percent: 100, fileName: 'velho.csv' })),
      '/imports/5/errors': xlsx('velho-erros.xlsx'),
      '/imports/templates/3': xlsx('modelo-pontos.xlsx'),
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:import'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      const store = makeStore();
      store.dispatch(languageChanged('en'));
      const { router } = renderApp('/importacao', { session: IMPORTER, store });
      const table = await screen.findByRole('table', { name: 'Past imports' });
      const row = (await within(table).findByRole('button', { name: 'Open import velho.csv' })).closest('tr')!;
      expect(row).toHaveTextContent('Maria Silva');
      expect(row).toHaveTextContent('Entity');
      expect(row).toHaveTextContent('Finished');
      expect(row).toHaveTextContent('2 / 1 / 3');
      expect(row).toHaveTextContent('02/03/2026');

      await userEvent.click(within(row).getByRole('button', { name: 'Download the error sheet of velho.csv' }));
      await waitFor(() => expect(clicked).toEqual(['velho-erros.xlsx']));
      expect(requestsTo(fetchMock, '/imports/5/errors')[0]!.headers.get('Accept-Language')).toBe('en');

      await userEvent.click(within(row).getByRole('button', { name: 'Open import velho.csv' }));
      await waitFor(() => expect(router.state.location.search).toBe('?importacao=5'));
      expect(await screen.findByRole('heading', { level: 2, name: 'Import 5' })).toBeInTheDocument();
      expect(await screen.findByRole('cell', { name: 'Required field' })).toBeInTheDocument();
      expect(screen.getByText('Import finished. Rows written as draft records: 2.')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('combobox', { name: 'Import type' }));
      await userEvent.click(screen.getByRole('option', { name: 'Service point' }));
      await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
      await waitFor(() => expect(clicked).toEqual(['velho-erros.xlsx', 'modelo-pontos.xlsx']));

      await userEvent.click(screen.getByRole('button', { name: 'Close import' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Import 5' })).not.toBeInTheDocument());
    } finally {
      click.mockRestore();
    }
  });

  it('notes when the issues shown are only the first ones', async () => {
    mockImportsApi({ current: { ...VALIDATED_WITH_ERRORS, issuesTruncated: true } });
    renderApp('/importacao?importacao=7', { session: IMPORTER });
    expect(await screen.findByText(`Mostram-se os primeiros ${IMPORT_LIMITS.issuesShown} problemas; a folha de erros tem-nos todos.`)).toBeInTheDocument();
  });
});
