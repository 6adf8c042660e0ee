// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailText } from './email-text.tsx';

afterEach(cleanup);

describe('an e-mail address in a list', () => {
  it('may wrap only after the @ and before a dot, never inside a name (review 4-3)', () => {
    const { container } = render(<EmailText email="ursula.meier.12@firma-2.example" />);
    const span = container.querySelector('.email-text')!;
    expect(span.textContent).toBe('ursula.meier.12@firma-2.example');
    expect(span.innerHTML).toBe('ursula<wbr>.meier<wbr>.12@<wbr>firma-2<wbr>.example');
  });
});
