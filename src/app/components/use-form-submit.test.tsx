// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { renderPage } from '../test/render-page.tsx';
import { FormField } from './form-field.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { required } from './validation.ts';

function NameForm({ name, send }: { name: string; send: () => Promise<unknown> }) {
  const { ref, errors, onSubmit } = useFormSubmit<'company' | 'email'>({
    check: () => ({ company: required(name) }),
    send,
    fieldCodes: { EMAIL_ALREADY_EXISTS: 'email' },
  });
  return (
    <form ref={ref} noValidate onSubmit={onSubmit}>
      <FormField label="Firma" name="company" value={name} error={errors.company} readOnly />
      <FormField label="E-Mail" name="email" value="a@b.de" error={errors.email} readOnly />
      <button type="submit">Senden</button>
    </form>
  );
}

/** A form that names no server codes: the shared ones find its fields by their names. */
function InviteForm({ send }: { send: () => Promise<unknown> }) {
  const { ref, errors, onSubmit } = useFormSubmit<'email'>({ send });
  return (
    <form ref={ref} noValidate onSubmit={onSubmit}>
      <FormField label="E-Mail" name="email" value="a@b.de" error={errors.email} readOnly />
      <button type="submit">Senden</button>
    </form>
  );
}

afterEach(cleanup);

describe('useFormSubmit', () => {
  it('does not send a form its checks refuse, and puts the focus on the first field in error', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderPage(<NameForm name="" send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Firma')));
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a refusal whose code the form maps at its field', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(409, 'EMAIL_ALREADY_EXISTS', 'Bereits vergeben.')));
    renderPage(<NameForm name="Korn KG" send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Bereits vergeben.')).toBeTruthy();
    expect(screen.getByLabelText('E-Mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the duplicate address at the e-mail field of any form, and puts the focus there', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(409, 'EMAIL_ALREADY_EXISTS', 'Bereits vergeben.')));
    renderPage(<InviteForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Bereits vergeben.')).toBeTruthy();
    const field = screen.getByLabelText('E-Mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Bereits vergeben.').id);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('keeps the server’s untranslated details out of the fields', async () => {
    const details = [{ path: 'company', message: 'Invalid length: Expected <=200' }];
    const send = vi.fn(() => Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'Bitte prüfen Sie …', details)));
    renderPage(<NameForm name="Korn KG" send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(screen.queryByText(/Invalid length/)).toBeNull();
    expect(screen.getByLabelText('Firma').getAttribute('aria-invalid')).toBeNull();
  });
});
