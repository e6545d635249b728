import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/Button';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { AddressFields } from '@/components/AddressFields';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  fieldBinder,
  formStyles,
} from '@/components/Form';
import { isCountryCode } from '@/lib/validation';
import type { AdminSettings, AdminSettingsChanges } from '../adminSettingsApi';
import { DISCOUNT_LABELS, type DiscountField } from '../discountFields';
import { MIN_PARTICIPANTS_LABEL } from '../minimumFields';
import { euroText, REBOOKING_FEE_KINDS, rebookingFeeColumns } from '../rebookingFields';
import { settingsSchema, type SettingsOutput, type SettingsValues } from '../settingsValidation';
import styles from './SettingsForm.module.css';

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
    free_rebooking_days: String(row.free_rebooking_days),
    // Exactly one is set; a row with neither (impossible by its check) shows the fixed fee, empty.
    rebooking_fee_kind: row.rebooking_fee_net_cents === null && row.rebooking_fee_percent !== null ? 'percent' : 'net',
    rebooking_fee_euros: row.rebooking_fee_net_cents === null ? '' : euroText(row.rebooking_fee_net_cents),
    rebooking_fee_percent: row.rebooking_fee_percent === null ? '' : String(row.rebooking_fee_percent),
    early_bird_percent: String(row.early_bird_percent),
    early_bird_days: String(row.early_bird_days),
    group_discount_percent: String(row.group_discount_percent),
    group_min_participants: String(row.group_min_participants),
    min_participants: String(row.min_participants),
    guarantee_decision_days: String(row.guarantee_decision_days),
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
    rebooking_fee_kind,
    rebooking_fee_euros,
    rebooking_fee_percent,
    ...settings
  } = values;
  return {
    settings: {
      ...settings,
      ...rebookingFeeColumns({ rebooking_fee_kind, rebooking_fee_euros, rebooking_fee_percent }),
    },
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
    control,
    formState: { errors },
  } = useForm<SettingsValues, unknown, SettingsOutput>({
    resolver: standardSchemaResolver(settingsSchema),
    defaultValues: settingsValues(settings),
  });
  const field = fieldBinder(register, errors);
  const feeKind = useWatch({ control, name: 'rebooking_fee_kind' });

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
        <TextField label="Name der Akademie" required {...field('academy_name')} />
        <AddressFields
          required
          street={field('street')}
          postalCode={field('postal_code')}
          city={field('city')}
          country={field('country')}
        />
        <div className={formStyles.row}>
          <TextField label="E-Mail" type="email" required {...field('email')} />
          <TextField label="Telefon" type="tel" required {...field('phone')} />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Steuer und Bank</legend>
        <div className={formStyles.row}>
          <TextField label="USt-IdNr." required {...field('vat_id')} />
          <TextField
            label="Umsatzsteuersatz (%)"
            required
            inputMode="decimal"
            hint="Zwischen 0 und 100."
            {...field('vat_rate')}
          />
        </div>
        <TextField label="IBAN" required {...field('iban')} />
        <div className={formStyles.row}>
          <TextField label="BIC" required {...field('bic')} />
          <TextField label="Bank" required {...field('bank_name')} />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Buchungen und Stornierung</legend>
        <CheckboxField
          label="Buchungen möglich"
          hint="Ausgeschaltet lehnt die Kasse jede neue Buchung ab."
          {...field('booking_open')}
        />
        <TextField
          label="Kostenfreie Stornierung bis (Tage vor Beginn)"
          required
          inputMode="numeric"
          {...field('free_cancellation_days')}
        />
        <TextAreaField label="Stornobedingungen" required rows={6} {...field('cancellation_terms')} />
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Umbuchung</legend>
        <p>
          Gebuchte Seminartermine können bis zum Beginn auf einen anderen Termin umgebucht werden: bis zu dieser Frist
          kostenfrei, danach gegen eine Gebühr zuzüglich Umsatzsteuer.
        </p>
        <TextField
          label="Kostenfrei bis (Tage vor Beginn)"
          required
          inputMode="numeric"
          hint="0 bis 365; 0 heißt: bis zum Beginn kostenfrei."
          {...field('free_rebooking_days')}
        />
        <fieldset
          className={styles.choice}
          aria-describedby={errors.rebooking_fee_kind ? 'umbuchungsgebuehr-fehler' : undefined}
        >
          <legend className={formStyles.label}>Umbuchungsgebühr danach</legend>
          <div className={styles.radios}>
            {REBOOKING_FEE_KINDS.map((kind) => (
              <label key={kind.value} className={styles.radio}>
                <input type="radio" value={kind.value} {...register('rebooking_fee_kind')} />
                {kind.label}
              </label>
            ))}
          </div>
          {errors.rebooking_fee_kind ? (
            <p id="umbuchungsgebuehr-fehler" className={formStyles.error}>
              {errors.rebooking_fee_kind.message}
            </p>
          ) : null}
        </fieldset>
        {/* Only the chosen kind is saved; the other one's field keeps what was typed until it is chosen again. */}
        {feeKind === 'percent' ? (
          <TextField
            key="prozent"
            label="Umbuchungsgebühr in Prozent"
            required
            inputMode="numeric"
            hint="Vom Nettopreis der umgebuchten Plätze, 0 bis 100."
            {...field('rebooking_fee_percent')}
          />
        ) : (
          <TextField
            key="pauschale"
            label="Pauschale in Euro (netto)"
            required
            inputMode="decimal"
            hint="Je Umbuchung, zum Beispiel 50 oder 49,90; die Umsatzsteuer kommt hinzu."
            {...field('rebooking_fee_euros')}
          />
        )}
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Rabatte</legend>
        <p>Gelten für jedes Seminar ohne eigene Werte; 0 % schaltet einen Rabatt aus.</p>
        <div className={formStyles.row}>
          {DISCOUNT_FIELDS.map((name) => (
            <TextField key={name} label={DISCOUNT_LABELS[name]} required inputMode="numeric" {...field(name)} />
          ))}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Mindestteilnehmerzahl</legend>
        <p>
          Ab so vielen verbindlich gebuchten Plätzen steht bei einem Termin „Durchführung garantiert“. Seminare und
          Termine können eine eigene Zahl haben.
        </p>
        <div className={formStyles.row}>
          <TextField label={MIN_PARTICIPANTS_LABEL} required inputMode="numeric" {...field('min_participants')} />
          <TextField
            label="Entscheidung über die Durchführung (Tage vor Beginn)"
            required
            inputMode="numeric"
            hint="Die Übersicht zeigt die Termine unter ihrem Minimum, deren Entscheidung ansteht."
            {...field('guarantee_decision_days')}
          />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>DATEV-Export für die Steuerberatung</legend>
        <p>Die Nummern erhalten Sie von Ihrer Steuerberatung; sie stehen im Kopf jedes DATEV-Exports der Rechnungen.</p>
        <div className={formStyles.row}>
          <TextField label="Beraternummer" required inputMode="numeric" {...field('datev_consultant_number')} />
          <TextField label="Mandantennummer" required inputMode="numeric" {...field('datev_client_number')} />
        </div>
        <div className={formStyles.row}>
          <SelectField label="Kontenrahmen" required options={CHART_OPTIONS} {...field('datev_chart')} />
          <TextField label="Sachkontenlänge" required inputMode="numeric" {...field('datev_account_length')} />
        </div>
        <div className={formStyles.row}>
          <TextField
            label="Sammel-Debitorenkonto"
            required
            inputMode="numeric"
            hint="Zum Beispiel 10000."
            {...field('datev_debtor_account')}
          />
          <TextField
            label="Erlöskonto 19 % USt."
            required
            inputMode="numeric"
            hint="Ein Automatikkonto, zum Beispiel 8400 (SKR03) oder 4400 (SKR04)."
            {...field('datev_revenue_account')}
          />
        </div>
      </fieldset>
      <Button type="submit" pending={saving}>
        Einstellungen speichern
      </Button>
    </form>
  );
}
