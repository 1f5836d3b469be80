import { Form, Formik } from 'formik';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { LogoField } from './LogoField';

function renderLogo() {
  let latest: { logo: unknown } = { logo: null };
  renderWithProviders(
    <Formik initialValues={{ logo: null }} onSubmit={() => undefined}>
      {({ values }) => {
        latest = values;
        return (
          <Form>
            <LogoField name="logo" label="Logótipo" entityName="GRA" />
          </Form>
        );
      }}
    </Formik>,
  );
  return () => latest;
}

/** Renders the field and chooses `file` in it. */
async function chooseLogo(file: File) {
  const values = renderLogo();
  const input = await screen.findByLabelText<HTMLInputElement>('Logótipo');
  fireEvent.change(input, { target: { files: [file] } });
  return { values, input };
}

describe('LogoField', () => {
  it.each([
    [
      'that is not PNG, JPEG or SVG, with the format warning',
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
      'Formato inválido. Adicione ficheiros do tipo: .png, .jpeg, .svg',
    ],
    [
      'whose bytes are not the image its type declares, as the server would',
      new File(['not really a png'], 'fake.png', { type: 'image/png' }),
      'O conteúdo do ficheiro não corresponde a um tipo permitido',
    ],
  ])('refuses a file %s, and clears the input', async (_case, file, message) => {
    const { values, input } = await chooseLogo(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(values().logo).toBeNull();
    expect(input.value).toBe('');
  });

  it('keeps an image as a base64 attachment and shows its size', async () => {
    const { values } = await chooseLogo(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(values().logo).toMatchObject({ name: 'logo.svg', mime: 'image/svg+xml', format: 'svg', size: 41 }));
    expect(screen.getByText('logo.svg · 41.00 B')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logótipo de GRA' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    fireEvent.click(screen.getByRole('button', { name: 'Remover logótipo' }));
    await waitFor(() => expect(values().logo).toBeNull());
  });

  it('refuses a logo above the size limit', async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(1024 * 1024)}</svg>`;
    const { values } = await chooseLogo(new File([big], 'big.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Ficheiro demasiado grande ou com tamanho errado (1.00 MB)')).toBeInTheDocument();
    expect(values().logo).toBeNull();
  });
});
