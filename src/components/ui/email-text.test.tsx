import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

afterEach(cleanup);

describe('EmailText', () => {
  it('keeps the whole address as one unbreakable text, with the full address as its title', () => {
    render(<EmailText email="ibrahim.yilmaz@example.com" />);
    const text = screen.getByText('ibrahim.yilmaz@example.com');
    // No <wbr> or other break opportunity inside: one text node.
    expect(text.childNodes).toHaveLength(1);
    expect(text).toHaveAttribute('title', 'ibrahim.yilmaz@example.com');
    expect(text).toHaveClass('email-text');
  });
});
