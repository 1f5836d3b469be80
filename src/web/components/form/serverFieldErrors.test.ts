import { placeServerError, serverFieldError, withServerError } from './serverFieldErrors';
import { setNotifier } from '@/web/api/services/notifier';

/** A Formik bag of one form: values and status, as setStatus keeps it. */
function bag(values: Record<string, unknown>) {
  const form = { values, status: undefined as unknown, setStatus: (status: unknown) => (form.status = status) };
  return form;
}

function formWith(...names: string[]): HTMLFormElement {
  const form = document.createElement('form');
  for (const name of names) {
    const input = document.createElement('input');
    input.name = name;
    form.append(input);
  }
  return form;
}

const refusal = { code: -12, description: 'A data de início não pode ser anterior à data de início da entidade-mãe.', field: 'startDate' };

describe('server refusals on fields (issue 29 §7)', () => {
  it('shows the message under its field while the field holds the refused value, whatever else changes', () => {
    const formik = bag({ startDate: '1900-01-01', name: 'X' });
    expect(placeServerError(formik, refusal, formWith('startDate', 'name'))).toBe(true);
    expect(serverFieldError(formik.status, 'startDate', '1900-01-01')).toBe(refusal.description);
    expect(serverFieldError(formik.status, 'name', 'Y')).toBeUndefined();
    expect(serverFieldError(formik.status, 'startDate', '1990-01-01')).toBeUndefined();
  });

  it('leaves an error without a field to the caller, and toasts one whose field the form does not show', () => {
    const toast = jest.fn();
    setNotifier(toast);
    const formik = bag({ name: 'X' });
    expect(placeServerError(formik, { code: -14, description: 'Alterado' }, formWith('name'))).toBe(false);
    expect(placeServerError(formik, refusal, formWith('name'))).toBe(true);
    expect(toast).toHaveBeenCalledWith(refusal.description, 'error');
    expect(formik.status).toBeUndefined();
    setNotifier(null);
  });

  it('marks a field bound with formikFieldProps', () => {
    const formik = bag({ currentPassword: 'errada' });
    placeServerError(formik, { code: -47, description: 'Palavra-passe inválida.', field: 'currentPassword' }, null);
    const props = { id: 'currentPassword', name: 'currentPassword', value: 'errada', error: false, helperText: undefined };
    expect(withServerError(props, formik.status)).toMatchObject({ error: true, helperText: 'Palavra-passe inválida.' });
    expect(withServerError({ ...props, value: 'outra' }, formik.status)).toEqual({ ...props, value: 'outra' });
  });
});
