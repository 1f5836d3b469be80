import { screen, within } from '@testing-library/react';
import { ProcessingTimeType } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import type { ServiceData } from '@/shared/records/service';
import { envelope, mockFetch } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { entityView } from '@/web/features/entities/entityFixtures';
import { LEGISLATIONS, SERVICE_REFERENCE_LISTS, serviceView } from './serviceFixtures';

function fakeApi(view: RecordView<ServiceData>) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    ...Object.fromEntries(Object.entries(SERVICE_REFERENCE_LISTS).map(([path, items]) => [path, () => envelope(items)])),
    '/reference/legislations': () => envelope(LEGISLATIONS),
    [`/records/service/21/${view.version}`]: () => envelope(view),
    '/records/service/21/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
    '/records/service/21/audit': () => envelope([]),
    '/records/entity/11/history': () => envelope([{ version: 3, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
    '/records/entity/11/3': () => envelope(entityView({ version: 3, name: 'Direção Regional da Saúde' })),
    '/records/document/51/1': () => envelope({ ...serviceView(), kind: 'document', id: 51, name: 'Cartão de cidadão' }),
  });
}

function fullService(): RecordView<ServiceData> {
  const view = serviceView({ state: RecordState.Published, allowedActions: [], parentId: 7, parentVersion: 2, parentName: 'Licenças de pesca' });
  return {
    ...view,
    data: {
      ...view.data,
      serviceAreaId: 31,
      recipientTypeIds: [36],
      procedure: '<p>Peça <strong>online</strong>.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">mau</a>',
      procedureDiagram: { name: 'diagrama.pdf', size: 2048, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: 9 },
      processingTime: { type: ProcessingTimeType.Simplified, value: 5, unit: 'days', stages: [] },
      legislationIds: [41],
      necessaryDocuments: [{ documentId: 51, documentVersion: 1 }],
      virtual: true,
      virtualUrl: 'https://servicos.azores.gov.pt/pesca',
      portal: false,
    },
  };
}

describe('the service detail', () => {
  it('shows the sections with names for references, links, words for the processing time and Sim/Não', async () => {
    fakeApi(fullService());
    renderApp('/servico/21/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Licença de pesca lúdica' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Direção Regional da Saúde' })).toHaveAttribute('href', '/entidade/11/3/detalhe');
    expect(screen.getByRole('link', { name: 'Licenças de pesca' })).toHaveAttribute('href', '/servico/7/2/detalhe');
    expect(await screen.findByRole('link', { name: 'Cartão de cidadão' })).toHaveAttribute('href', '/documento/51/1/detalhe');
    expect(await screen.findByText('Saúde', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Cidadãos', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('Decreto Legislativo Regional 5/2020/A, 12/03/2020 — Regime da pesca lúdica')).toBeInTheDocument();
    expect(screen.getByText('5 dias', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'diagrama.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /diagrama\.pdf/ })).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: 'Canais de prestação' });
    const form = within(channels).getByRole('link', { name: /servicos\.azores\.gov\.pt\/pesca/ });
    expect(form).toHaveAttribute('rel', 'noopener noreferrer');
    expect(form).toHaveAttribute('target', '_blank');
    expect(within(channels).getAllByText('Sim').length).toBeGreaterThan(0);
    expect(within(channels).getAllByText('Não').length).toBeGreaterThan(0);
  });

  it('shows the procedure as rich text without script, event handlers or dangerous links', async () => {
    fakeApi(fullService());
    renderApp('/servico/21/1/detalhe', { session: makeTokenData() });
    const strong = await screen.findByText('online', { selector: 'strong' }, { timeout: 10_000 });
    const procedure = strong.closest('dd') as HTMLElement;
    expect(procedure.innerHTML).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(within(procedure).getByText('mau').tagName).not.toBe('A');
  });

  it('says what an advanced processing time takes in each stage', async () => {
    const view = fullService();
    fakeApi({
      ...view,
      data: {
        ...view.data,
        processingTime: {
          type: ProcessingTimeType.Advanced,
          value: null,
          unit: null,
          stages: [
            { description: 'Análise', value: 1, unit: 'weeks' },
            { description: 'Decisão', value: 3, unit: 'days' },
          ],
        },
      },
    });
    renderApp('/servico/21/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByText('Análise: 1 semana', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Decisão: 3 dias')).toBeInTheDocument();
  });
});
