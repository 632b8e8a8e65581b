import { zodResolver } from '@hookform/resolvers/zod';
import { faRotateLeft } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { AdminOnlyFieldset } from '@/components/ui/admin-only';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useToast } from '@/components/ui/toast';
import { isHexColor, normalizeHex, storeTheme, themeVariables } from '@/lib/theme';
import { DEFAULT_THEME, themeSettingsSchema, type ThemeSettings, type ThemeSettingsValues } from '@/types/api/settings';
import { SETTINGS_TEXTS, SETTINGS_TOAST_MS, settingsFailureText } from '../api/result-message';
import { useSaveTheme } from '../api/save-theme';
import { settingsQueries } from '../api/settings-queries';

const COLOUR_FIELDS: ReadonlyArray<{ name: keyof ThemeSettings; label: string }> = [
  { name: 'primaryColor', label: 'Primary Color' },
  { name: 'secondaryColor', label: 'Secondary Color' },
  { name: 'textDark', label: 'Text Dark' },
  { name: 'textLight', label: 'Text Light' },
];

/** A colour input needs '#rrggbb'; anything else shows the default. */
function inputColour(value: unknown, fallback: string): string {
  return isHexColor(value) ? normalizeHex(value) : fallback;
}

function withDefaults(theme: Partial<ThemeSettings> | undefined): ThemeSettings {
  return {
    primaryColor: inputColour(theme?.primaryColor, DEFAULT_THEME.primaryColor),
    secondaryColor: inputColour(theme?.secondaryColor, DEFAULT_THEME.secondaryColor),
    textDark: inputColour(theme?.textDark, DEFAULT_THEME.textDark),
    textLight: inputColour(theme?.textLight, DEFAULT_THEME.textLight),
  };
}

export function ThemeSettingsPanel({ canManage }: { canManage: boolean }) {
  const themeQuery = useQuery(settingsQueries.theme());
  return (
    <QueryState query={themeQuery} loadingLabel="Loading theme settings..." retryLabel="Try Again">
      {(theme) => <ThemeForm initial={withDefaults(theme)} canManage={canManage} />}
    </QueryState>
  );
}

function ThemeForm({ initial, canManage }: { initial: ThemeSettings; canManage: boolean }) {
  const toast = useToast();
  const saveMutation = useSaveTheme();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ThemeSettingsValues, unknown, ThemeSettings>({
    resolver: zodResolver(themeSettingsSchema),
    defaultValues: initial,
  });

  const onSubmit = (values: ThemeSettings) => {
    saveMutation.mutate(values, {
      onSuccess: () => {
        // Kept under localStorage themeColors and applied across the site at once.
        storeTheme(values);
        reset(values);
        toast.success(SETTINGS_TEXTS.themeSaved, { durationMs: SETTINGS_TOAST_MS });
      },
      onError: (error) => {
        toast.error(settingsFailureText(error, SETTINGS_TEXTS.themeFailed, SETTINGS_TEXTS.themeError), {
          durationMs: SETTINGS_TOAST_MS,
        });
      },
    });
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <AdminOnlyFieldset allowed={canManage} className="settings-form">
        <div className="split settings-theme">
          <fieldset className="settings-theme__colours">
            <legend>Theme Colors</legend>
            {COLOUR_FIELDS.map((field) => (
              <TextField
                key={field.name}
                type="color"
                label={field.label}
                error={errors[field.name]?.message}
                containerClassName="settings-colour"
                {...register(field.name)}
              />
            ))}
          </fieldset>
          <ThemePreview control={control} />
        </div>
        <div className="ui-form-actions">
          <Button variant="outline" icon={faRotateLeft} onClick={() => reset({ ...DEFAULT_THEME }, { keepDefaultValues: true })}>
            Reset to Defaults
          </Button>
          <Button type="submit" isLoading={saveMutation.isPending}>
            Save Theme
          </Button>
        </div>
      </AdminOnlyFieldset>
    </form>
  );
}

/** Live preview: the same variables the site uses, scoped to this box. */
function ThemePreview({ control }: { control: Control<ThemeSettingsValues, unknown, ThemeSettings> }) {
  const values = useWatch({ control });
  const colours = withDefaults(values as Partial<ThemeSettings>);
  const style = themeVariables(colours) as CSSProperties;
  return (
    <div className="settings-preview" style={style} aria-label="Theme preview" role="group">
      <div className="settings-preview__bar">
        <span className="settings-preview__brand">Hope Foundation</span>
        <span className="settings-preview__donate">Give Today</span>
      </div>
      <div className="settings-preview__body">
        <p className="settings-preview__heading">Every child deserves a future</p>
        <p className="settings-preview__text">Your support gives families food, shelter, education and care.</p>
        <dl className="settings-preview__values">
          {COLOUR_FIELDS.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>
                <span className="settings-preview__swatch" style={{ background: colours[field.name] }} aria-hidden="true" />
                {colours[field.name]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
