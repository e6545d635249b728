import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { CheckboxField, FormAlert } from '@/components/Form';
import type { ProfileRow } from '../accountApi';

interface NotificationsFormProps {
  profile: ProfileRow;
  saving: boolean;
  error?: string;
  onSave: (changes: { newsletter: boolean; booking_reminders: boolean }) => void;
}

/** E-mail preferences, stored on the profile. Booking confirmations and invoices always go out. */
export function NotificationsForm({ profile, saving, error, onSave }: NotificationsFormProps) {
  const { register, handleSubmit } = useForm({
    defaultValues: { newsletter: profile.newsletter, booking_reminders: profile.booking_reminders },
  });
  return (
    <form noValidate aria-label="Benachrichtigungen" onSubmit={handleSubmit(onSave)}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <CheckboxField
        label="Newsletter: neue Seminare, Termine und Webinare"
        hint="Höchstens einmal im Monat, jederzeit abbestellbar."
        {...register('newsletter')}
      />
      <CheckboxField
        label="Erinnerung eine Woche vor Seminarbeginn"
        hint="Mit Anfahrt, Zeiten und Hinweisen zur Vorbereitung."
        {...register('booking_reminders')}
      />
      <Button type="submit" pending={saving}>
        Einstellungen speichern
      </Button>
    </form>
  );
}
