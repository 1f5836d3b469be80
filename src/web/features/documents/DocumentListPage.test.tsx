import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordState } from '@/shared/recordStates';
import type { RecordListItem } from '@/shared/records/contract';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { DOCUMENT_TYPES, documentView } from './documentFixtures';

function listItem(): RecordListItem {
  const { kind, id, version, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName } = documentView();
  const header = { kind, id, version, state: RecordState.Published, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion, parentName };
  return { ...header, changedAt: '2024-01-01T00:00:00Z', organizationName: 'Secretaria Regional das Finanças', extra: { documentTypeId: 4 } };
}

jest.setTimeout(90_000);

describe('the document list', () => {
  it('offers every filter of SPEC §3.1, sends them, and lists type and entity with a link to the detail', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({
      '/notifications/count': () => envelope(0),
      '/reference/documentType': () => envelope(DOCUMENT_TYPES),
      '/records/document/search': () => envelope({ items: [listItem()], total: 1, pageCount: 1, pageNumber: 1 }),
    });
    renderApp('/documentos', { session: makeTokenData() });
    expect(await screen.findByRole('link', { name: 'Regulamento interno' }, { timeout: 20_000 })).toHaveAttribute('href', '/documento/21/1/detalhe');
    expect(screen.getByText('Regulamento', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('Secretaria Regional das Finanças', { selector: 'td' })).toBeInTheDocument();
    for (const name of ['Tipo de documento', 'Estado', 'Ativo']) expect(screen.getByRole('combobox', { name: new RegExp(name) })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código'), 'DOC');
    await user.type(screen.getByLabelText('Sigla'), 'RI');
    await user.type(screen.getByLabelText('Nome'), 'Regulamento');
    await user.type(screen.getByLabelText('Entidade'), 'Finanças');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(await screen.findByRole('option', { name: 'Regulamento' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(async () => {
      const sent = requestsTo(fetchMock, '/records/document/search');
      expect(await sent.at(-1)?.clone().json()).toMatchObject({
        code: 'DOC',
        abreviation: 'RI',
        name: 'Regulamento',
        organization: 'Finanças',
        documentTypeIds: [4],
        sortBy: 'Code',
        pageNumber: 1,
      });
    });
  });
});
