// What a visitor does to the build's HTML before React adopts it is carried out once it has: the
// capture (the page's inline script) and the replay (main.tsx), around a real hydration of a
// react-hook-form form, which resets the fields it registers when it adopts them.
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnCommit } from '../on-commit';
import { captureEarlyInput, type EarlyInput } from './capture';
import { replayEarlyInput, takeEarlyInput } from './replay';

type Values = { name: string; amount: string; size: string };

function Form({ onSend }: { onSend: (values: Values) => void }) {
  const { register, handleSubmit, setValue } = useForm<Values>({ defaultValues: { name: '', amount: '', size: 'm' } });
  const [step, setStep] = useState(1);
  const [agreed, setAgreed] = useState(false);
  return (
    <form method="post" onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <p>Step {step}</p>
      <label>
        Name <input {...register('name')} />
      </label>
      <label>
        Amount <input type="number" {...register('amount')} />
      </label>
      <label>
        Size
        <select {...register('size')}>
          <option value="s">S</option>
          <option value="m">M</option>
          <option value="l">L</option>
        </select>
      </label>
      <button type="button" onClick={() => setValue('amount', '25')}>
        $25
      </button>
      <label>
        Agree <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      </label>
      <p>{agreed ? 'Agreed' : 'Not agreed'}</p>
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

// React's act() outside Testing Library's render: it must be told this is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const win = window as Window & typeof globalThis & { __earlyInput?: EarlyInput };
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  takeEarlyInput(win);
  document.body.replaceChildren();
});

/** The build's HTML of the form in #root, and the page's capture running, as before the app's code is in. */
function prerender(onSend: (values: Values) => void) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(container);
  captureEarlyInput(win);
  return container;
}

/** What main.tsx does: hydrate, and replay in the hydration's commit. */
async function hydrate(container: HTMLElement, onSend: (values: Values) => void) {
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <Form onSend={onSend} />
        <OnCommit onCommit={() => replayEarlyInput(takeEarlyInput(win))} />
      </>,
    );
  });
}

const field = (label: string) =>
  [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))!.querySelector('input,select') as HTMLInputElement;
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const type = (el: HTMLInputElement | HTMLSelectElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

describe('early input', () => {
  it('keeps typed values through the hydration and sends them with a submit made before it', async () => {
    const onSend = vi.fn();
    const container = prerender(onSend);
    type(field('Name'), 'Early Bird');
    type(field('Amount'), '40');
    type(field('Size') as unknown as HTMLSelectElement, 'l');
    const submit = button('Send');
    const notCancelled = submit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(notCancelled).toBe(false); // the browser's own submit is cancelled
    expect(document.documentElement.dataset.earlyInput).toBe('pending'); // the page shows it is coming

    await hydrate(container, onSend);

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0][0]).toEqual({ name: 'Early Bird', amount: '40', size: 'l' });
    expect(field('Name').value).toBe('Early Bird');
    expect(document.documentElement.dataset.earlyInput).toBeUndefined();
  });

  it('carries out taps in their order, among the values typed between them', async () => {
    const onSend = vi.fn();
    const container = prerender(onSend);
    button('$25').click();
    type(field('Amount'), '30');
    field('Agree').click();
    expect(field('Agree').checked).toBe(false); // held, not toggled behind the app's back
    button('Next').click();
    expect(container.textContent).toContain('Step 1');

    await hydrate(container, onSend);

    expect(field('Amount').value).toBe('30'); // typed after the $25 tap: it wins
    expect(field('Agree').checked).toBe(true);
    expect(container.textContent).toContain('Agreed');
    expect(container.textContent).toContain('Step 2');
  });

  it('stops a native submit (Enter in a field) and makes it once live', async () => {
    const onSend = vi.fn();
    const container = prerender(onSend);
    type(field('Name'), 'Enter Key');
    const form = container.querySelector('form')!;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);

    await hydrate(container, onSend);

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0][0]).toMatchObject({ name: 'Enter Key' });
  });

  it('lets go once the app has taken over: later taps reach the app alone', async () => {
    const onSend = vi.fn();
    const container = prerender(onSend);
    await hydrate(container, onSend);
    expect(win.__earlyInput).toBeUndefined();
    await act(async () => button('Next').click());
    expect(container.textContent).toContain('Step 2');
    expect(document.documentElement.dataset.earlyInput).toBeUndefined();
  });
});

describe('early input after a mismatch', () => {
  it('finds a field React rendered afresh by its id', () => {
    const old = document.createElement('input');
    old.id = 'name-field';
    const fresh = document.createElement('input');
    fresh.id = 'name-field';
    const seen: string[] = [];
    fresh.addEventListener('input', () => seen.push(fresh.value));
    document.body.append(fresh);
    replayEarlyInput([{ kind: 'value', target: old, value: 'Kept' }]);
    expect(fresh.value).toBe('Kept');
    expect(seen).toContain('Kept');
  });
});
