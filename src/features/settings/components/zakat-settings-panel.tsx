// The Zakat tab: the gold and silver prices per gram the public zakat calculator takes its nisab
// from, and when they were last set (the server stamps it on save).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { AdminOnlyFieldset } from '@/components/ui/admin-only';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { NISAB_GRAMS, zakatPricesInputSchema, type ZakatPrices, type ZakatPricesInput, type ZakatPricesValues } from '@/types/api/settings';
import { SETTINGS_TEXTS, SETTINGS_TOAST_MS, settingsFailureText } from '../api/result-message';
import { useSaveZakatPrices } from '../api/save-zakat-prices';
import { settingsQueries } from '../api/settings-queries';

const PRICE_FIELDS = [
  { name: 'goldPricePerGram', label: 'Gold Price per Gram (USD)' },
  { name: 'silverPricePerGram', label: 'Silver Price per Gram (USD)' },
] as const;

export function ZakatSettingsPanel({ canManage }: { canManage: boolean }) {
  const zakatQuery = useQuery(settingsQueries.zakat());
  return (
    <QueryState query={zakatQuery} loadingLabel="Loading zakat prices..." retryLabel="Try Again">
      {(prices) => <ZakatPricesForm key={prices.pricesSetAt} prices={prices} canManage={canManage} />}
    </QueryState>
  );
}

function ZakatPricesForm({ prices, canManage }: { prices: ZakatPrices; canManage: boolean }) {
  const toast = useToast();
  const saveMutation = useSaveZakatPrices();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ZakatPricesValues, unknown, ZakatPricesInput>({
    resolver: zodResolver(zakatPricesInputSchema),
    defaultValues: { goldPricePerGram: String(prices.goldPricePerGram), silverPricePerGram: String(prices.silverPricePerGram) },
  });

  const onSubmit = (values: ZakatPricesInput) => {
    saveMutation.mutate(values, {
      onSuccess: () => toast.success(SETTINGS_TEXTS.zakatSaved, { durationMs: SETTINGS_TOAST_MS }),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const field of PRICE_FIELDS) {
            const message = error.errors[field.name];
            if (message) setError(field.name, { type: 'server', message });
          }
        }
        toast.error(settingsFailureText(error, SETTINGS_TEXTS.zakatFailed, SETTINGS_TEXTS.zakatError), { durationMs: SETTINGS_TOAST_MS });
      },
    });
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <AdminOnlyFieldset allowed={canManage} className="settings-form">
        <p className="settings-section__intro">
          The zakat calculator's nisab is the value of {NISAB_GRAMS.gold} g of gold or {NISAB_GRAMS.silver} g of silver at these prices. Prices set on{' '}
          {formatDateTime(prices.pricesSetAt)}.
        </p>
        <div className="settings-form__grid">
          {PRICE_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              inputMode="decimal"
              autoComplete="off"
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
        </div>
        <div className="ui-form-actions">
          <Button type="submit" isLoading={saveMutation.isPending}>
            Save Zakat Prices
          </Button>
        </div>
      </AdminOnlyFieldset>
    </form>
  );
}
