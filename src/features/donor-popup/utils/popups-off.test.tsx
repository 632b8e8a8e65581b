import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { usePopupsOff } from './popups-off';

function Overlays() {
  return usePopupsOff() ? null : <aside>popups</aside>;
}

describe('usePopupsOff', () => {
  afterEach(() => sessionStorage.clear());

  it("hydrates a page prerendered with the popups on, then follows the tab's ?popups=off", () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Overlays />);
    expect(container.innerHTML).toBe('<aside>popups</aside>');
    sessionStorage.setItem(storageKeys.popups, 'off');
    const onRecoverableError = vi.fn();
    render(<Overlays />, { container, hydrate: true, onRecoverableError });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});
