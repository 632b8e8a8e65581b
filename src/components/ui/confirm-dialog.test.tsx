import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('uses the given labels and calls back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        message='Do you want to delete "Food Drive"?'
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Please Confirm' })).toHaveTextContent('Do you want to delete "Food Drive"?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while pending, confirm is busy and nothing cancels', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ConfirmDialog open message="Sure?" onConfirm={() => {}} onCancel={onCancel} isPending />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('AlertDialog', () => {
  it('shows the message with a custom button label', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<AlertDialog open title="Thank You!" message="Your message has been sent." buttonLabel="Continue" tone="success" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Thank You!' });
    expect(dialog).toHaveAccessibleDescription('Your message has been sent.');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
