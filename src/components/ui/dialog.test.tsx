import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

afterEach(cleanup);

function Harness(props: Partial<DialogProps> & { onCloseSpy?: () => void }) {
  const { onCloseSpy, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Edit Banner"
        footer={<button type="button">Save</button>}
        {...rest}
        open={open}
        onClose={() => {
          onCloseSpy?.();
          setOpen(false);
        }}
      >
        <label htmlFor="heading">Heading</label>
        <input id="heading" />
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> & { onCloseSpy?: () => void } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, rendered in document.body, with focus inside', async () => {
    const { opener } = await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit Banner' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog.parentElement).toBe(document.body);
    expect(opener.closest('dialog')).toBeNull();
    expect(screen.getByLabelText('Heading')).toHaveFocus();
  });

  it('traps focus with Tab and Shift+Tab', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByLabelText('Heading');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped to the first
    await user.tab({ shift: true });
    expect(save).toHaveFocus(); // wrapped back to the last
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onCloseSpy = vi.fn();
    const { user, opener } = await openDialog({ onCloseSpy });
    await user.keyboard('{Escape}');
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('asks onClose when the browser closes it without letting it refuse, and stays while the parent keeps it open', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Edit Banner">
        <input aria-label="Heading" />
      </Dialog>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Edit Banner' });
    // A second Escape with no user activation between: a `cancel` that cannot be cancelled, then
    // the browser closes the dialog.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: false }));
      dialog.close();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  });

  it('closes with the Close button and on a backdrop click', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    // A click on the <dialog> element itself, outside its parts, is a click on its ::backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can ignore backdrop clicks and hide the close button', async () => {
    const { user } = await openDialog({ closeOnBackdrop: false, showClose: false });
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('supports role alertdialog and a visually hidden title', async () => {
    await openDialog({ role: 'alertdialog', hideTitle: true, title: 'Preview' });
    const dialog = screen.getByRole('alertdialog', { name: 'Preview' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText('Preview')).toHaveClass('visually-hidden');
  });

  it('focuses the dialog itself when it has nothing focusable', async () => {
    const user = userEvent.setup();
    function Empty() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Info" showClose={false}>
            <p>Nothing to press</p>
          </Dialog>
        </>
      );
    }
    render(<Empty />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Info' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Info' })).toHaveFocus();
  });

  it('with nested dialogs, Escape closes only the top one and focus returns to its opener', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner" role="alertdialog">
            <button type="button">Inner action</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('deferred (opened by the app itself, e.g. on a timer)', () => {
    function TwoDialogs({ userOpen: initialUser = false }) {
      const [userOpen, setUserOpen] = useState(initialUser);
      const [timedOpen, setTimedOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setUserOpen(true)}>
            Open form
          </button>
          <button type="button" onClick={() => setTimedOpen(true)}>
            Timer fires
          </button>
          <Dialog open={userOpen} onClose={() => setUserOpen(false)} title="Thank You!">
            <button type="button" onClick={() => setUserOpen(false)}>
              Continue
            </button>
          </Dialog>
          <Dialog open={timedOpen} deferred onClose={() => setTimedOpen(false)} title="Appeal">
            <button type="button" onClick={() => setTimedOpen(false)}>
              Maybe Later
            </button>
          </Dialog>
        </>
      );
    }

    it('waits while another dialog is open and opens once it has closed', async () => {
      const user = userEvent.setup();
      render(<TwoDialogs userOpen />);
      // The timer fires while the other dialog is open (a click outside it stands in for the timer).
      act(() => screen.getByRole('button', { name: 'Timer fires' }).click());
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(screen.queryByRole('dialog', { name: 'Appeal' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.queryByRole('dialog', { name: 'Thank You!' })).not.toBeInTheDocument();
      const appeal = await screen.findByRole('dialog', { name: 'Appeal' });
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Maybe Later' })).toHaveFocus();
      expect(appeal).toBeInTheDocument();
    });

    it('steps aside when another dialog opens over it, leaving the focus there, and comes back after', async () => {
      const user = userEvent.setup();
      render(<TwoDialogs />);
      await user.click(screen.getByRole('button', { name: 'Timer fires' }));
      expect(screen.getByRole('button', { name: 'Maybe Later' })).toHaveFocus();
      // A result that arrives while the appeal is up (a donation that was already on its way).
      act(() => screen.getByRole('button', { name: 'Open form' }).click());
      await screen.findByRole('dialog', { name: 'Thank You!' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Appeal' })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('dialog', { name: 'Appeal' })).toBeInTheDocument();
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    });
  });
});
