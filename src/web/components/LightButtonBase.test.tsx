import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightButtonBase } from './LightButtonBase';
import { renderWithProviders } from './testing/renderWithProviders';

describe('LightButtonBase', () => {
  it('is a button of type button with MUI ButtonBase classes, and marks keyboard focus', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = jest.fn();
    renderWithProviders(<LightButtonBase onClick={onClick}>Pesquisar</LightButtonBase>);
    const button = await screen.findByRole('button', { name: 'Pesquisar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('MuiButtonBase-root');
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveClass('Mui-focusVisible');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(button).not.toHaveClass('Mui-focusVisible');
  });

  it('is a router link with href', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<LightButtonBase href="/entidades">Entidades</LightButtonBase>, { path: '/' });
    const link = await screen.findByRole('link', { name: 'Entidades' });
    expect(link).toHaveAttribute('href', '/entidades');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/entidades');
  });

  it('as a div, is a button for the keyboard too (Tab, Enter, Space)', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = jest.fn();
    renderWithProviders(
      <LightButtonBase component="div" onClick={onClick} aria-expanded={false}>
        Configurações
      </LightButtonBase>,
    );
    const toggle = await screen.findByRole('button', { name: 'Configurações' });
    expect(toggle.tagName).toBe('DIV');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('when disabled, is out of the Tab order and marked so', async () => {
    renderWithProviders(
      <>
        <LightButtonBase disabled>Guardar</LightButtonBase>
        <LightButtonBase href="/x" disabled>
          Ir
        </LightButtonBase>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveClass('Mui-disabled');
    expect(screen.getByRole('link', { name: 'Ir' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Ir' })).toHaveAttribute('tabindex', '-1');
  });
});
