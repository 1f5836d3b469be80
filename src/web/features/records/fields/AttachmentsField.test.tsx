import { Form, Formik } from 'formik';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormAttachment } from './attachmentFiles';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { AttachmentField } from './AttachmentField';
import { AttachmentsField } from './AttachmentsField';

const PDF = '%PDF-1.4\n%%EOF\n';
const stored: FormAttachment = { name: 'regulamento.pdf', size: 1536, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: 7 };

function renderList(initial: FormAttachment[] = []) {
  let latest: { attachments: FormAttachment[] } = { attachments: initial };
  renderWithProviders(
    <Formik initialValues={{ attachments: initial }} onSubmit={() => undefined}>
      {({ values }) => {
        latest = values;
        return (
          <Form>
            <AttachmentsField name="attachments" label="Anexos" maxItems={2} record={{ kind: 'document', id: 21, version: 3 }} />
          </Form>
        );
      }}
    </Formik>,
  );
  return () => latest;
}

/** Captures the files the page saves: each object URL's blob and the link's download name. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

/** jsdom's Blob has no text(): read it as the browser would. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

afterEach(() => jest.restoreAllMocks());

describe('AttachmentsField', () => {
  it("refuses a type outside SPEC §3.2 with 'Formato inválido. Adicione ficheiros do tipo:…' and clears the input", async () => {
    mockFetch({});
    const values = renderList();
    const input = await screen.findByLabelText<HTMLInputElement>('Anexos', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' })] } });
    expect(await screen.findByText('Formato inválido. Adicione ficheiros do tipo: .doc, .xls, .docx, .xlsx, .pdf, .jpeg, .png, .svg')).toBeInTheDocument();
    expect(values().attachments).toEqual([]);
    expect(input.value).toBe('');
  });

  it('refuses a file above the size limit with a clear message', async () => {
    mockFetch({});
    const values = renderList();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('Anexos', { selector: 'input' }), { target: { files: [big] } });
    expect(await screen.findByText('Ficheiro demasiado grande ou com tamanho errado (5.00 MB)')).toBeInTheDocument();
    expect(values().attachments).toEqual([]);
  });

  it('refuses an executable renamed .pdf (declared application/pdf) by its bytes, as the server would', async () => {
    mockFetch({});
    const values = renderList();
    const input = await screen.findByLabelText<HTMLInputElement>('Anexos', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['MZ\x90\x00'], 'relatorio.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('O conteúdo do ficheiro não corresponde a um tipo permitido')).toBeInTheDocument();
    expect(values().attachments).toEqual([]);
    expect(input.value).toBe('');
  });

  it('lists a chosen file with its format and its size in base 1024 with 2 decimals, and removes it', async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    const values = renderList([stored]);
    fireEvent.change(await screen.findByLabelText('Anexos', { selector: 'input' }), { target: { files: [new File([PDF], 'ata.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(values().attachments).toHaveLength(2));
    expect(values().attachments[1]).toMatchObject({ name: 'ata.pdf', mime: 'application/pdf', format: 'pdf', size: PDF.length, attachmentId: null, data: btoa(PDF) });
    const table = screen.getByRole('table', { name: 'Anexos' });
    expect(within(table).getByRole('row', { name: /regulamento\.pdf PDF 1\.50 KB/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /ata\.pdf PDF 15\.00 B/ })).toBeInTheDocument();
    // Full at maxItems: no more choosing, and it says why.
    expect(screen.queryByLabelText('Anexos', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByText('Atingiu o máximo de 2 anexos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover regulamento.pdf' }));
    await waitFor(() => expect(values().attachments.map((a) => a.name)).toEqual(['ata.pdf']));
  });

  it('downloads a stored attachment through POST /attachment/get and saves its bytes under its name', async () => {
    const fetchMock = mockFetch({ '/attachment/get': () => envelope({ name: 'regulamento.pdf', size: PDF.length, mime: 'application/pdf', format: 'pdf', data: btoa(PDF) }) });
    const saved = captureDownloads();
    const user = userEvent.setup({ delay: null });
    renderList([stored]);
    await user.click(await screen.findByRole('button', { name: 'Descarregar regulamento.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const sent = requestsTo(fetchMock, '/attachment/get');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(await sent[0]?.json()).toEqual({ kind: 'document', id: 21, version: 3, attachmentId: 7 });
    expect(saved[0]?.name).toBe('regulamento.pdf');
    // Saved, never rendered: an SVG opened inline could run script.
    expect(saved[0]?.blob.type).toBe('application/octet-stream');
    expect(await blobText(saved[0]?.blob as Blob)).toBe(PDF);
  });

  it('downloads a file just chosen from memory, without calling the server', async () => {
    const fetchMock = mockFetch({});
    const saved = captureDownloads();
    const user = userEvent.setup({ delay: null });
    renderList([{ ...stored, attachmentId: null, size: PDF.length, data: btoa(PDF) }]);
    await user.click(await screen.findByRole('button', { name: 'Descarregar regulamento.pdf' }));
    expect(saved.map((s) => s.name)).toEqual(['regulamento.pdf']);
    expect(requestsTo(fetchMock, '/attachment/get')).toHaveLength(0);
  });
});

describe('AttachmentField', () => {
  it('holds one file: a new choice replaces it', async () => {
    mockFetch({});
    let latest: { diagram: FormAttachment | null } = { diagram: null };
    renderWithProviders(
      <Formik initialValues={{ diagram: stored as FormAttachment | null }} onSubmit={() => undefined}>
        {({ values }) => {
          latest = values;
          return (
            <Form>
              <AttachmentField name="diagram" label="Diagrama do procedimento" />
            </Form>
          );
        }}
      </Formik>,
    );
    expect(await screen.findByRole('row', { name: /regulamento\.pdf PDF 1\.50 KB/ })).toBeInTheDocument();
    expect(screen.getByText('Substituir ficheiro')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Diagrama do procedimento', { selector: 'input' }), {
      target: { files: [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'fluxo.svg', { type: 'image/svg+xml' })] },
    });
    await waitFor(() => expect(latest.diagram).toMatchObject({ name: 'fluxo.svg', format: 'svg', attachmentId: null }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
