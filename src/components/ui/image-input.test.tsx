import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ImageInput } from './image-input';
import { PLACEHOLDER_IMAGE } from './stored-image';

let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;

beforeEach(() => {
  // A known URL to look for; spies, so the real ones are back after each test (restoreMocks).
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
  revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(cleanup);

describe('ImageInput', () => {
  it('has a labelled file input, a URL field and a preview of the current image', () => {
    render(<ImageInput value="/images/banner.jpg" onFileChange={() => {}} onUrlChange={() => {}} />);
    const file = screen.getByLabelText('Image');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/jpg');
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveValue('/images/banner.jpg');
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toMatch(/\/images\/banner\.jpg$/);
  });

  it("previews a stored image the rules refuse as the site's placeholder", () => {
    render(<ImageInput value="javascript:alert(1)" onFileChange={() => {}} onUrlChange={() => {}} />);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('gives the preview the class asked for instead of the default cover box', () => {
    const { rerender } = render(<ImageInput value="/images/logo.svg" onFileChange={() => {}} />);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveClass('ui-image-input__preview');
    rerender(<ImageInput value="/images/logo.svg" onFileChange={() => {}} previewClassName="logo-box" />);
    const preview = screen.getByRole('img', { name: 'Image preview' });
    expect(preview).toHaveClass('logo-box');
    expect(preview).not.toHaveClass('ui-image-input__preview');
  });

  it('previews a picked file through an object URL and revokes it on unmount', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    const { unmount } = render(<ImageInput value="" onFileChange={onFileChange} error="Please choose an image" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription('Please choose an image');
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:preview-1');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('a typed URL replaces the picked file', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    function Harness() {
      const [url, setUrl] = useState('');
      return <ImageInput value={url} onFileChange={onFileChange} onUrlChange={setUrl} />;
    }
    render(<Harness />);
    await user.upload(screen.getByLabelText('Image'), new File(['x'], 'a.webp', { type: 'image/webp' }));
    await user.type(screen.getByRole('textbox', { name: 'Image URL' }), 'https://example.org/a.png');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'https://example.org/a.png');
  });
});
