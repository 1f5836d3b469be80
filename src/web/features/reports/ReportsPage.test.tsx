import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { regionDay } from '@/shared/regionTime';
import { REPORT_NAMES, REPORTS, type ReportPage } from '@/shared/reports';
import { languageChanged } from '@/web/app/uiSlice';
import { makeStore } from '@/web/app/store';
import { isoToDisplay } from '@/web/components/form/masks';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { fileNameOf } from '@/web/api/fileResponse';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

// jsdom draws no SVG layout: the charts are stand-ins that show what they were given.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { data: number[] }[] }) => (
    <svg data-testid="bar-chart">
      {series.flatMap((s, i) => s.data.map((v, j) => <rect key={`${i}-${j}`} height={v} />))}
    </svg>
  ),
}));
jest.mock('@mui/x-charts/PieChart', () => ({
  PieChart: () => <svg data-testid="pie-chart" />,
}));

const servicesPerEntity: ReportPage = {
  rows: [
    ['DRS', 'Direção Regional da Saúde', 12, 3],
    ['DRP', 'Direção Regional das Pescas', 1500, 0],
  ],
  total: 7,
  pageNumber: 1,
  pageCount: 2,
  chart: { type: 'bar', labels: ['Direção Regional da Saúde', 'Direção Regional das Pescas'], series: [{ key: 'serviceCount', values: [12, 1500] }] },
};

const onlineServices: ReportPage = {
  rows: [['S1', 'Licença de pesca', 'Direção Regional das Pescas', true, 'https://pesca.azores.gov.pt/licenca', null]],
  total: 1,
  pageNumber: 1,
  pageCount: 1,
  chart: { type: 'pie', labels: ['Online', 'Presencial'], series: [{ key: 'online', values: [1, 4] }] },
};

const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text()) as unknown;

describe('the reports page', () => {
  beforeEach(() => mockFetch({}));

  it('offers the seven reports in the order of the spec, with today in the Azores as the date, and runs nothing until asked', async () => {
    const fetchMock = mockFetch({});
    renderApp('/relatorios', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Relatórios disponíveis' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(REPORT_NAMES.map((name) => REPORTS[name].title.pt));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveValue(isoToDisplay(regionDay(new Date())));
    expect(screen.getByRole('combobox', { name: 'Entidade' })).toHaveValue('');
    expect(screen.getByText('Escolha os filtros e carregue em «Executar» para ver o relatório.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar xlsx' })).toBeDisabled();
    expect(requestsTo(fetchMock, '/reports/servicesPerEntity')).toHaveLength(0);
  });

  it('runs a report: its columns in Portuguese, numbers formatted, paged by the server, and its chart with a table of its figures', async () => {
    const fetchMock = mockFetch({ '/reports/servicesPerEntity': () => envelope(servicesPerEntity) });
    renderApp('/relatorios', { session: makeTokenData() });
    const date = await screen.findByRole('textbox', { name: 'Data' });
    await userEvent.clear(date);
    await userEvent.type(date, '01032026');
    await userEvent.click(screen.getByRole('button', { name: 'Executar' }));

    const table = await screen.findByRole('table', { name: 'Serviços por entidade' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(REPORTS.servicesPerEntity.columns.map((c) => c.title.pt));
    expect(await within(table).findByRole('cell', { name: 'Direção Regional das Pescas' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: /^1\s?500$/ })).toBeInTheDocument();
    expect(screen.getByText('Entidade: Todas as entidades · Data: 01/03/2026')).toBeInTheDocument();

    const [first] = requestsTo(fetchMock, '/reports/servicesPerEntity');
    expect(first?.method).toBe('POST');
    expect(first?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await bodyOf(first!)).toEqual({ filters: { organizationId: null, date: '2026-03-01' }, pageNumber: 1, pageSize: 25 });

    const chart = screen.getByRole('figure', { name: 'Gráfico: Serviços por entidade' });
    expect(within(chart).getByTestId('bar-chart').querySelectorAll('rect')).toHaveLength(2);
    const figures = within(chart).getByRole('table', { name: 'Dados do gráfico: Serviços por entidade' });
    expect(within(figures).getByRole('columnheader', { name: 'Serviços' })).toBeInTheDocument();
    expect(within(figures).getByRole('rowheader', { name: 'Direção Regional da Saúde' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/reports/servicesPerEntity')).toHaveLength(2));
    expect(await bodyOf(requestsTo(fetchMock, '/reports/servicesPerEntity')[1]!)).toMatchObject({ pageNumber: 2, pageSize: 25 });
  });

  it('opens the report the URL hash names, keeps the filters run when another report is chosen, and speaks English', async () => {
    const fetchMock = mockFetch({
      '/reports/onlineServices': () => envelope(onlineServices),
      '/reports/entityContacts': () => envelope({ rows: [], total: 0, pageNumber: 1, pageCount: 1, chart: null }),
    });
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    const { router } = renderApp('/relatorios#onlineServices', { session: makeTokenData(), store });
    expect(await screen.findByRole('tab', { name: 'Online services', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    const table = await screen.findByRole('table', { name: 'Online services' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(REPORTS.onlineServices.columns.map((c) => c.title.en));
    expect(await within(table).findByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'https://pesca.azores.gov.pt/licenca (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('figure', { name: 'Chart: Online services' })).getByTestId('pie-chart')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Address and contact listing of entities' }));
    expect(router.state.location.hash).toBe('#entityContacts');
    expect(await screen.findByText('The report has no rows for these filters.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/reports/entityContacts')).toHaveLength(1);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('exports the whole result with the session token and saves the file under the name the server gives', async () => {
    const xlsx = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const fetchMock = mockFetch({
      '/reports/servicesPerEntity': () => envelope(servicesPerEntity),
      '/reports/servicesPerEntity/export': () =>
        new Response(xlsx, {
          status: 200,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''servi%C3%A7os.xlsx` },
        }),
    });
    const createObjectURL = jest.fn(() => 'blob:report');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      renderApp('/relatorios', { session: makeTokenData() });
      await userEvent.click(await screen.findByRole('button', { name: 'Executar' }));
      await screen.findByRole('table', { name: 'Serviços por entidade' });
      await userEvent.click(screen.getByRole('button', { name: 'Exportar xlsx' }));

      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]?.download).toBe('serviços.xlsx');
      expect(clicked[0]?.getAttribute('href')).toBe('blob:report');
      const [request] = requestsTo(fetchMock, '/reports/servicesPerEntity/export');
      expect(request?.method).toBe('POST');
      expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
      expect(await bodyOf(request!)).toEqual({ filters: { organizationId: null, date: regionDay(new Date()) }, format: 'xlsx' });
    } finally {
      click.mockRestore();
    }
  });

  it('reads the file name of the Content-Disposition header, the UTF-8 form first', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''a%C3%A7.csv`)).toBe('aç.csv');
    expect(fileNameOf('attachment; filename="relatorio.xlsx"')).toBe('relatorio.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
