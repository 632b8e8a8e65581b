import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { TextField } from './form-field';
import { StoredImage } from './stored-image';
import './image-input.css';

export const DEFAULT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/jpg';

export type ImageInputProps = {
  id?: string;
  label?: string;
  /** Current image: a stored path ('/uploads/..'), an absolute URL or a data: URL. */
  value: string;
  onFileChange: (file: File | null) => void;
  /** When given, a text input for an image URL is shown too. */
  onUrlChange?: (url: string) => void;
  urlLabel?: string;
  accept?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Alt text of the preview. */
  previewAlt?: string;
  /** Replaces the preview's default 16:10 cover box (a logo needs its own shape). */
  previewClassName?: string;
  className?: string;
};

const canPreviewFiles = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

/** A real file input (with visible label), an optional URL field, and a preview of the image. */
export function ImageInput({
  id,
  label = 'Image',
  value,
  onFileChange,
  onUrlChange,
  urlLabel = 'Image URL',
  accept = DEFAULT_IMAGE_ACCEPT,
  error,
  hint,
  required,
  disabled,
  previewAlt = 'Image preview',
  previewClassName = 'ui-image-input__preview',
  className,
}: ImageInputProps) {
  const generated = useId();
  const fileId = id ?? `${generated}-file`;
  const urlId = `${fileId}-url`;
  const fileInputRef = useRef<HTMLInputElement>(null);
  // Object URL of the picked file; revoked when replaced and on unmount.
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const objectUrlRef = useRef<string | null>(null);

  const replaceObjectUrl = (next: string | null) => {
    if (objectUrlRef.current) URL.revokeObjectURL(objectUrlRef.current);
    objectUrlRef.current = next;
    setObjectUrl(next);
  };

  useEffect(
    () => () => {
      if (objectUrlRef.current) URL.revokeObjectURL(objectUrlRef.current);
      objectUrlRef.current = null;
    },
    [],
  );

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    replaceObjectUrl(file && canPreviewFiles() ? URL.createObjectURL(file) : null);
    onFileChange(file);
  };

  const handleUrl = (url: string) => {
    // A typed URL replaces a picked file.
    if (objectUrlRef.current || fileInputRef.current?.value) {
      replaceObjectUrl(null);
      if (fileInputRef.current) fileInputRef.current.value = '';
      onFileChange(null);
    }
    onUrlChange?.(url);
  };

  const urlValue = /^(data:|blob:)/.test(value) ? '' : value;

  return (
    <div className={['ui-image-input', className].filter(Boolean).join(' ')}>
      <TextField
        ref={fileInputRef}
        id={fileId}
        type="file"
        label={label}
        accept={accept}
        onChange={handleFile}
        error={error}
        hint={hint}
        required={required}
        disabled={disabled}
        className="ui-image-input__file"
      />
      {onUrlChange && (
        <TextField
          id={urlId}
          type="text"
          inputMode="url"
          label={urlLabel}
          value={urlValue}
          placeholder="/images/example.jpg or https://…"
          onChange={(event) => handleUrl(event.target.value)}
          disabled={disabled}
        />
      )}
      {objectUrl ? (
        <img className={previewClassName} src={objectUrl} alt={previewAlt} />
      ) : (
        // The current reference as stored: the placeholder shows when it cannot be.
        value && <StoredImage className={previewClassName} src={value} alt={previewAlt} />
      )}
    </div>
  );
}
