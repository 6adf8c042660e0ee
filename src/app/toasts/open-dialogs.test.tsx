// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastArea } from './toast-area.tsx';
import { toast } from './toast.ts';
import { dialogOpened } from './open-dialogs.ts';

afterEach(cleanup);

describe('toasts while a dialog is open', () => {
  it('put errors and warnings into the dialog in front, and let other toasts wait until it closes', async () => {
    render(<ToastArea />);
    const inFirst: unknown[] = [];
    const inSecond: unknown[] = [];
    const forgetFirst = dialogOpened({ showError: (message) => inFirst.push(message), close: () => undefined });
    const forgetSecond = dialogOpened({ showError: (message) => inSecond.push(message), close: () => undefined });
    act(() => {
      toast.error('Diese E-Mail-Adresse ist bereits vergeben.');
      toast.warning('Bitte füllen Sie zuerst alle Felder aus.');
      toast.success('Gespeichert.');
    });
    expect(inSecond).toEqual([
      'Diese E-Mail-Adresse ist bereits vergeben.',
      'Bitte füllen Sie zuerst alle Felder aus.',
    ]);
    expect(inFirst).toEqual([]);
    forgetSecond();
    forgetFirst();
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(screen.queryByText('Diese E-Mail-Adresse ist bereits vergeben.')).toBeNull();
  });

  it('let an error wait too while the dialog in front has no place for it (a video)', async () => {
    render(<ToastArea />);
    const forget = dialogOpened({ close: () => undefined });
    act(() => toast.warning('Bitte füllen Sie zuerst alle Felder in den Einstellungen aus.'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Bitte füllen Sie zuerst alle Felder in den Einstellungen aus.')).toBeNull();
    act(forget);
    expect(await screen.findByText('Bitte füllen Sie zuerst alle Felder in den Einstellungen aus.')).toBeTruthy();
  });
});
