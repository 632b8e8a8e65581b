import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminOnlyFieldset } from '@/components/ui/admin-only';
import { Button } from '@/components/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { QueryState } from '@/components/ui/query-state';
import { useToast } from '@/components/ui/toast';
import { imageFileError } from '@/lib/upload-image';
import { IMAGE_ACCEPT } from '@/types/api/uploads';
import type { LogoSettings } from '@/types/api/settings';
import { SETTINGS_TEXTS, SETTINGS_TOAST_MS, settingsFailureText } from '../api/result-message';
import { LOGO_KEYS, useSaveLogos, type LogoFiles, type LogoKey } from '../api/save-logos';
import { settingsQueries } from '../api/settings-queries';
import '@/components/ui/form-error-banner.css';
import '@/components/ui/form-field.css';

/** Spec §9: recommended sizes. The preview shows the whole image in a box of that shape. */
export const LOGO_FIELDS: Readonly<Record<LogoKey, { label: string; size: string; preview: string }>> = {
  headerLogo: { label: 'Header Logo', size: '200x50 px', preview: 'settings-logos__preview' },
  stickyLogo: { label: 'Sticky Logo', size: '200x50 px', preview: 'settings-logos__preview' },
  // On the footer's own colour, as visitors will see it.
  footerLogo: { label: 'Footer Logo', size: '200x50 px', preview: 'settings-logos__preview settings-logos__preview--footer' },
  favicon: { label: 'Favicon', size: '32x32 px', preview: 'settings-logos__preview settings-logos__preview--favicon' },
};

const NOTHING_CHOSEN = 'Choose at least one logo file to upload.';

export function LogoSettingsPanel({ canManage }: { canManage: boolean }) {
  const logoQuery = useQuery(settingsQueries.logo());
  return (
    <QueryState query={logoQuery} loadingLabel="Loading logo settings..." retryLabel="Try Again">
      {(logos) => <LogoForm current={logos ?? {}} canManage={canManage} />}
    </QueryState>
  );
}

function LogoForm({ current, canManage }: { current: LogoSettings; canManage: boolean }) {
  const toast = useToast();
  const saveMutation = useSaveLogos();
  const [files, setFiles] = useState<LogoFiles>({});
  const [errors, setErrors] = useState<Partial<Record<LogoKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Bumped after a save so the file inputs start empty again.
  const [generation, setGeneration] = useState(0);

  const choose = (key: LogoKey, file: File | null) => {
    setFormError(null);
    const error = file ? imageFileError(file) : null;
    setErrors((prev) => ({ ...prev, [key]: error ?? undefined }));
    setFiles((prev) => {
      const next = { ...prev };
      if (file && !error) next[key] = file;
      else delete next[key];
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.values(errors).some(Boolean)) return;
    if (Object.keys(files).length === 0) {
      setFormError(NOTHING_CHOSEN);
      return;
    }
    saveMutation.mutate(files, {
      onSuccess: () => {
        setFiles({});
        setGeneration((g) => g + 1);
        toast.success(SETTINGS_TEXTS.logosSaved, { durationMs: SETTINGS_TOAST_MS });
      },
      onError: (error) => {
        toast.error(settingsFailureText(error, SETTINGS_TEXTS.logosFailed, SETTINGS_TEXTS.logosError), {
          durationMs: SETTINGS_TOAST_MS,
        });
      },
    });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit}>
      <AdminOnlyFieldset allowed={canManage} className="settings-form">
        {formError && (
          <p role="alert" className="ui-form-notice">
            {formError}
          </p>
        )}
        <div className="settings-logos">
          {LOGO_KEYS.map((key) => (
            <div key={`${key}-${generation}`} className="settings-logos__item">
              <ImageInput
                label={LOGO_FIELDS[key].label}
                value={current[key] ?? ''}
                onFileChange={(file) => choose(key, file)}
                accept={IMAGE_ACCEPT}
                hint={`Recommended size: ${LOGO_FIELDS[key].size}`}
                error={errors[key]}
                previewAlt={`${LOGO_FIELDS[key].label} preview`}
                previewClassName={LOGO_FIELDS[key].preview}
                disabled={saveMutation.isPending}
              />
            </div>
          ))}
        </div>
        <div className="ui-form-actions">
          <Button type="submit" isLoading={saveMutation.isPending}>
            Update Logos
          </Button>
        </div>
      </AdminOnlyFieldset>
    </form>
  );
}
