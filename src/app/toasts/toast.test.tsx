// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastArea } from './toast-area.tsx';
import { toast, toastsWanted } from './toast.ts';

describe('toasts said before sonner is on the page', () => {
  it('bring the toasts’ area and are shown in the order they were said', async () => {
    render(<ToastArea />);
    expect(toastsWanted()).toBe(false);
    act(() => {
      toast.success('Gespeichert.');
      toast.error('Etwas ist schiefgelaufen.');
    });
    expect(toastsWanted()).toBe(true);
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(await screen.findByText('Etwas ist schiefgelaufen.')).toBeTruthy();
    const texts = [...document.querySelectorAll('[data-sonner-toast]')].map((node) => node.textContent);
    // Sonner puts the newest on top.
    expect(texts).toEqual(['Etwas ist schiefgelaufen.', 'Gespeichert.']);
    // Once it is there, a toast is shown at once.
    act(() => toast.info('Eine neue Version des Portals ist da.'));
    expect(await screen.findByText('Eine neue Version des Portals ist da.')).toBeTruthy();
  });
});
