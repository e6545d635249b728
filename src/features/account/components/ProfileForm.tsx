import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button } from '@/components/Button';
import { AddressFields } from '@/components/AddressFields';
import { FormAlert, TextField, formStyles } from '@/components/Form';
import { isCountryCode } from '@/lib/validation';
import type { ProfileRow, ProfileUpdate } from '../accountApi';
import { profileSchema, type ProfileValues } from '../validation';


interface ProfileFormProps {
  profile: ProfileRow;
  saving: boolean;
  error?: string;
  onSave: (changes: ProfileUpdate) => void;
}

function initialValues(profile: ProfileRow): ProfileValues {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    company: profile.company ?? '',
    phone: profile.phone ?? '',
    street: profile.street ?? '',
    postal_code: profile.postal_code ?? '',
    city: profile.city ?? '',
    country: isCountryCode(profile.country) ? profile.country : 'DE',
    vat_id: profile.vat_id ?? '',
  };
}

/** Name, company, phone and the invoice address: what checkout prefills and invoices carry. */
export function ProfileForm({ profile, saving, error, onSave }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: standardSchemaResolver(profileSchema),
    defaultValues: initialValues(profile),
  });

  const submit = handleSubmit((values) => {
    const parsed = profileSchema.parse(values);
    // Empty optional fields are stored as null, not as empty strings.
    const orNull = (text: string) => (text === '' ? null : text);
    onSave({
      first_name: parsed.first_name,
      last_name: parsed.last_name,
      company: orNull(parsed.company),
      phone: orNull(parsed.phone),
      street: orNull(parsed.street),
      postal_code: orNull(parsed.postal_code),
      city: orNull(parsed.city),
      country: parsed.country,
      vat_id: orNull(parsed.vat_id),
    });
  });

  return (
    <form noValidate aria-label="Profil" onSubmit={submit}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={formStyles.row}>
        <TextField
          label="Vorname"
          autoComplete="given-name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Nachname"
          autoComplete="family-name"
          required
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField label="Firma" autoComplete="organization" error={errors.company?.message} {...register('company')} />
        <TextField label="Telefon" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Rechnungsadresse</legend>
        <AddressFields
          street={{ error: errors.street?.message, ...register('street') }}
          postalCode={{ error: errors.postal_code?.message, ...register('postal_code') }}
          city={{ error: errors.city?.message, ...register('city') }}
          country={{ error: errors.country?.message, ...register('country') }}
        />
        <div className={formStyles.row}>
          <TextField
            label="USt-IdNr."
            hint="Nur für Firmenrechnungen."
            error={errors.vat_id?.message}
            {...register('vat_id')}
          />
        </div>
      </fieldset>
      <Button type="submit" pending={saving}>
        Profil speichern
      </Button>
    </form>
  );
}
