import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button } from '@/components/Button';
import { FormAlert, formStyles, TextAreaField, TextField } from '@/components/Form';
import { BUSINESS_ERROR_TEXTS, GENERIC_REQUEST_ERROR_TEXT, isApiError } from '@/lib/api';
import { FIELD_LIMITS } from '@/lib/validation';
import { useSubmitAccessibilityFeedbackMutation } from './accessibilityFeedbackApi';
import {
  accessibilityFeedbackSchema,
  emptyAccessibilityFeedback,
  toAccessibilityFeedbackInput,
  type AccessibilityFeedbackValues,
} from './accessibilityFeedbackSchema';

/** The server's refusal in German (the API layer has mapped business codes); a failed table check is invalid input. */
function refusalText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return GENERIC_REQUEST_ERROR_TEXT;
  if (error.code && /^2[23]/.test(error.code)) return BUSINESS_ERROR_TEXTS.INVALID_INPUT;
  return error.message;
}

/**
 * Report a barrier (Barrierefreiheitserklärung): the report reaches the academy; nothing is mailed to the address
 * typed here (docs/booking-rules.md). Everything typed stays in the form when the server refuses.
 */
export function AccessibilityFeedbackForm() {
  const [submit, result] = useSubmitAccessibilityFeedbackMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccessibilityFeedbackValues>({
    resolver: standardSchemaResolver(accessibilityFeedbackSchema),
    defaultValues: emptyAccessibilityFeedback,
    shouldFocusError: true,
  });

  if (result.isSuccess) return <FeedbackReceived onAnother={() => result.reset()} />;

  const error = refusalText(result.error);
  return (
    <form
      noValidate
      aria-label="Barriere melden"
      onSubmit={handleSubmit((values) => void submit(toAccessibilityFeedbackInput(values)))}
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p>Felder mit * sind Pflichtfelder.</p>
      <TextAreaField
        label="Welche Barriere ist Ihnen begegnet?"
        hint={`Zum Beispiel: was Sie tun wollten, was nicht ging und welche Hilfsmittel Sie nutzen. Höchstens ${FIELD_LIMITS.message.toLocaleString('de-DE')} Zeichen.`}
        required
        error={errors.message?.message}
        {...register('message')}
      />
      <div className={formStyles.row}>
        <TextField
          label="Seite oder Funktion"
          hint="Optional, zum Beispiel „Buchung, Schritt Zahlung“."
          error={errors.page?.message}
          {...register('page')}
        />
        <TextField
          label="Name"
          autoComplete="name"
          hint="Optional."
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="E-Mail für Rückfragen"
          type="email"
          autoComplete="email"
          hint="Optional. Wir antworten Ihnen persönlich; eine automatische Bestätigung senden wir nicht."
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Button type="submit" pending={result.isLoading}>
        Meldung senden
      </Button>
    </form>
  );
}

/** The success state; focus moves to it so screen readers announce it. */
function FeedbackReceived({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <FormAlert tone="success">
      <h3 ref={heading} tabIndex={-1}>
        Vielen Dank – Ihre Meldung ist bei uns eingegangen.
      </h3>
      <p>
        Wir prüfen die Barriere und beseitigen sie so bald wie möglich. Wenn Sie eine E-Mail-Adresse angegeben haben,
        antworten wir Ihnen persönlich.
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Weitere Barriere melden
      </Button>
    </FormAlert>
  );
}
