// A stored image shows as stored when the rules allow it and the browser loads it; otherwise the
// site's placeholder image shows.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, StoredImage } from './stored-image';

const src = () => screen.getByRole('img').getAttribute('src');

describe('StoredImage', () => {
  it.each(["data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>", 'https://example.org/a.jpg', 'blob:http://localhost:3000/1'])(
    'shows %s as stored',
    (ref) => {
      render(<StoredImage src={ref} alt="Post" />);
      expect(src()).toBe(ref);
    },
  );

  it('resolves relative and root-relative paths under the base path', () => {
    const { rerender } = render(<StoredImage src="images/x.jpg" alt="Post" />);
    expect(src()).toBe('/images/x.jpg');
    rerender(<StoredImage src="/images/y.jpg" alt="Post" />);
    expect(src()).toBe('/images/y.jpg');
  });

  it.each(['', null, 'javascript:alert(1)'])('shows the placeholder for %j', (ref) => {
    render(<StoredImage src={ref} alt="Post" />);
    expect(src()).toBe(PLACEHOLDER_IMAGE);
  });

  it('shows the placeholder when the image fails to load, and does not retry when that fails too', () => {
    render(<StoredImage src="/images/missing.jpg" alt="Post" />);
    fireEvent.error(screen.getByRole('img'));
    expect(src()).toBe(PLACEHOLDER_IMAGE);
    fireEvent.error(screen.getByRole('img'));
    expect(src()).toBe(PLACEHOLDER_IMAGE);
  });
});
