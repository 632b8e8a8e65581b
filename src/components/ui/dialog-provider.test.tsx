import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DialogProvider, useAlert, useConfirm } from './dialog-provider';

afterEach(cleanup);
// The dialogs load lazily at the first request; compiled once here, so the tests time the dialogs
// and not the test runner's first transform of that module.
beforeAll(() => import('./dialog-host'));

function ConfirmProbe() {
  const askConfirm = useConfirm();
  const [result, setResult] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => setResult(String(await askConfirm('Are you sure you want to delete this image?', { tone: 'danger' })))}
      >
        Delete
      </button>
      <output aria-label="result">{result}</output>
    </>
  );
}

function AlertProbe() {
  const showAlert = useAlert();
  const [done, setDone] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          await showAlert('Banner updated successfully!', { tone: 'success' });
          setDone(true);
        }}
      >
        Save
      </button>
      <output aria-label="done">{done ? 'closed' : 'open'}</output>
    </>
  );
}

/** Renders `probe` inside a DialogProvider and returns a user-event session. */
function renderProbe(probe: ReactElement) {
  const user = userEvent.setup();
  render(<DialogProvider>{probe}</DialogProvider>);
  return user;
}

describe('useConfirm', () => {
  it('resolves true on Confirm', async () => {
    const user = renderProbe(<ConfirmProbe />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // The host mounts at the first request: its lazy component settles a tick later.
    const dialog = await screen.findByRole('alertdialog', { name: 'Please Confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this image?');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this image?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('result')).toHaveTextContent('true');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('resolves false on Cancel and on Escape', async () => {
    const user = renderProbe(<ConfirmProbe />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('result')).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('result')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('result')).toHaveTextContent('false');
  });
});

describe('useAlert', () => {
  it('shows the exact text with an OK button and resolves when closed', async () => {
    const user = renderProbe(<AlertProbe />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Success' });
    expect(screen.getByText('Banner updated successfully!')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Banner updated successfully!');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.getByLabelText('done')).toHaveTextContent('open');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('done')).toHaveTextContent('closed');
  });

  it('queues requests and shows them one at a time with custom labels', async () => {
    const user = userEvent.setup();
    const holder: { alert?: ReturnType<typeof useAlert> } = {};
    function Grab() {
      const showAlert = useAlert();
      useEffect(() => {
        holder.alert = showAlert;
      }, [showAlert]);
      return null;
    }
    renderProbe(<Grab />);
    const order: string[] = [];
    act(() => {
      void holder.alert?.('First', { title: 'One', buttonLabel: 'Continue' }).then(() => order.push('first'));
      void holder.alert?.('Second', { title: 'Two' }).then(() => order.push('second'));
    });
    // The dialog host loads at the first request: the first of the file's tests to ask waits for it.
    expect(await screen.findByRole('alertdialog', { name: 'One' })).toHaveTextContent('First');
    expect(screen.queryByRole('alertdialog', { name: 'Two' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alertdialog', { name: 'Two' })).toHaveTextContent('Second');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(order).toEqual(['first', 'second']);
  });

  it('throws outside the provider', () => {
    function Orphan() {
      useAlert();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/DialogProvider/);
    spy.mockRestore();
  });
});
