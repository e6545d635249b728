import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { AddressFields } from '@/components/AddressFields';
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField, formStyles } from '@/components/Form';
import { isCountryCode } from '@/lib/validation';
import type { AdminSettings, AdminSettingsChanges } from '../adminSettingsApi';
import { DISCOUNT_LABELS, type DiscountField } from '../discountFields';
import { settingsSchema, type SettingsOutput, type SettingsValues } from '../settingsValidation';

const DISCOUNT_FIELDS: readonly DiscountField[] = [
  'early_bird_percent',
  'early_bird_days',
  'group_discount_percent',
  'group_min_participants',
];

const CHART_OPTIONS = [
  { value: '03', label: 'SKR03' },
  { value: '04', label: 'SKR04' },
];

export function settingsValues({ settings: row, accounting }: AdminSettings): SettingsValues {
  return {
    academy_name: row.academy_name,
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    country: isCountryCode(row.country) ? row.country : 'DE',
    email: row.email,
    phone: row.phone,
    vat_id: row.vat_id,
    iban: row.iban,
    bic: row.bic,
    bank_name: row.bank_name,
    vat_rate: String(row.vat_rate).replace('.', ','),
    free_cancellation_days: String(row.free_cancellation_days),
    cancellation_terms: row.cancellation_terms,
    booking_open: row.booking_open,
    early_bird_percent: String(row.early_bird_percent),
    early_bird_days: String(row.early_bird_days),
    group_discount_percent: String(row.group_discount_percent),
    group_min_participants: String(row.group_min_participants),
    datev_consultant_number: String(accounting.datev_consultant_number),
    datev_client_number: String(accounting.datev_client_number),
    datev_account_length: String(accounting.datev_account_length),
    datev_chart: accounting.datev_chart === '04' ? '04' : '03',
    datev_debtor_account: String(accounting.datev_debtor_account),
    datev_revenue_account: String(accounting.datev_revenue_account),
  };
}

/** The form's values into their rows: the DATEV numbers belong to the admin-only `accounting_settings`. */
export function settingsChanges(values: SettingsOutput): AdminSettingsChanges {
  const {
    datev_consultant_number,
    datev_client_number,
    datev_account_length,
    datev_chart,
    datev_debtor_account,
    datev_revenue_account,
    ...settings
  } = values;
  return {
    settings,
    accounting: {
      datev_consultant_number,
      datev_client_number,
      datev_account_length,
      datev_chart,
      datev_debtor_account,
      datev_revenue_account,
    },
  };
}

interface SettingsFormProps {
  settings: AdminSettings;
  saving: boolean;
  error?: string;
  /** Resolves true when the server stored the changes. */
  onSave: (changes: AdminSettingsChanges) => Promise<boolean>;
}

/**
 * The academy's settings row and its admin-only DATEV numbers. A refusal keeps everything typed; a success shows what
 * the server stored.
 */
export function SettingsForm({ settings, saving, error, onSave }: SettingsFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SettingsValues, unknown, SettingsOutput>({
    resolver: standardSchemaResolver(settingsSchema),
    defaultValues: settingsValues(settings),
  });

  const submit = handleSubmit(async (values) => {
    const changes = settingsChanges(values);
    const saved = await onSave(changes);
    if (saved) {
      reset(
        settingsValues({
          settings: { ...settings.settings, ...changes.settings },
          accounting: { ...settings.accounting, ...changes.accounting },
        }),
      );
    }
  });

  return (
    <form noValidate aria-label="Einstellungen der Akademie" onSubmit={(event) => void submit(event)}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Akademie</legend>
        <TextField
          label="Name der Akademie"
          required
          error={errors.academy_name?.message}
          {...register('academy_name')}
        />
        <AddressFields
          required
          street={{ error: errors.street?.message, ...register('street') }}
          postalCode={{ error: errors.postal_code?.message, ...register('postal_code') }}
          city={{ error: errors.city?.message, ...register('city') }}
          country={{ error: errors.country?.message, ...register('country') }}
        />
        <div className={formStyles.row}>
          <TextField label="E-Mail" type="email" required error={errors.email?.message} {...register('email')} />
          <TextField label="Telefon" type="tel" required error={errors.phone?.message} {...register('phone')} />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Steuer und Bank</legend>
        <div className={formStyles.row}>
          <TextField label="USt-IdNr." required error={errors.vat_id?.message} {...register('vat_id')} />
          <TextField
            label="Umsatzsteuersatz (%)"
            required
            inputMode="decimal"
            hint="Zwischen 0 und 100."
            error={errors.vat_rate?.message}
            {...register('vat_rate')}
          />
        </div>
        <TextField label="IBAN" required error={errors.iban?.message} {...register('iban')} />
        <div className={formStyles.row}>
          <TextField label="BIC" required error={errors.bic?.message} {...register('bic')} />
          <TextField label="Bank" required error={errors.bank_name?.message} {...register('bank_name')} />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Buchungen und Stornierung</legend>
        <CheckboxField
          label="Buchungen möglich"
          hint="Ausgeschaltet lehnt die Kasse jede neue Buchung ab."
          {...register('booking_open')}
        />
        <TextField
          label="Kostenfreie Stornierung bis (Tage vor Beginn)"
          required
          inputMode="numeric"
          error={errors.free_cancellation_days?.message}
          {...register('free_cancellation_days')}
        />
        <TextAreaField
          label="Stornobedingungen"
          required
          rows={6}
          error={errors.cancellation_terms?.message}
          {...register('cancellation_terms')}
        />
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Rabatte</legend>
        <p>Gelten für jedes Seminar ohne eigene Werte; 0 % schaltet einen Rabatt aus.</p>
        <div className={formStyles.row}>
          {DISCOUNT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={DISCOUNT_LABELS[field]}
              required
              inputMode="numeric"
              error={errors[field]?.message}
              {...register(field)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>DATEV-Export für die Steuerberatung</legend>
        <p>Die Nummern erhalten Sie von Ihrer Steuerberatung; sie stehen im Kopf jedes DATEV-Exports der Rechnungen.</p>
        <div className={formStyles.row}>
          <TextField
            label="Beraternummer"
            required
            inputMode="numeric"
            error={errors.datev_consultant_number?.message}
            {...register('datev_consultant_number')}
          />
          <TextField
            label="Mandantennummer"
            required
            inputMode="numeric"
            error={errors.datev_client_number?.message}
            {...register('datev_client_number')}
          />
        </div>
        <div className={formStyles.row}>
          <SelectField
            label="Kontenrahmen"
            required
            options={CHART_OPTIONS}
            error={errors.datev_chart?.message}
            {...register('datev_chart')}
          />
          <TextField
            label="Sachkontenlänge"
            required
            inputMode="numeric"
            error={errors.datev_account_length?.message}
            {...register('datev_account_length')}
          />
        </div>
        <div className={formStyles.row}>
          <TextField
            label="Sammel-Debitorenkonto"
            required
            inputMode="numeric"
            hint="Zum Beispiel 10000."
            error={errors.datev_debtor_account?.message}
            {...register('datev_debtor_account')}
          />
          <TextField
            label="Erlöskonto 19 % USt."
            required
            inputMode="numeric"
            hint="Ein Automatikkonto, zum Beispiel 8400 (SKR03) oder 4400 (SKR04)."
            error={errors.datev_revenue_account?.message}
            {...register('datev_revenue_account')}
          />
        </div>
      </fieldset>
      <Button type="submit" pending={saving}>
        Einstellungen speichern
      </Button>
    </form>
  );
}
