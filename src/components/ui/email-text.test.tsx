import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

afterEach(cleanup);

describe('EmailText', () => {
  it('keeps the whole address as text and offers a line break only before the @', () => {
    const { container } = render(<EmailText email="ahmed.qureshi25@example.com" />);
    expect(container).toHaveTextContent('ahmed.qureshi25@example.com');
    expect(container.innerHTML).toBe('ahmed.qureshi25<wbr>@example.com');
  });

  it('leaves a value without a local part as it is', () => {
    const { container } = render(<EmailText email="@example.com" />);
    expect(container.innerHTML).toBe('@example.com');
  });
});
