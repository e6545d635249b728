import { z } from 'zod';
import { EMAIL_PATTERN, FIELD_TEXTS, normalizeEmail, optionalText, requiredText, configureZod } from '@/lib/validation';
import type { AccessibilityFeedbackInput } from './accessibilityFeedbackApi';

configureZod();

/** The barrier report form: German messages, the same limits as submit_accessibility_feedback (FIELD_LIMITS). */
export const accessibilityFeedbackSchema = z.object({
  message: requiredText('message', 'Bitte beschreiben Sie die Barriere, auf die Sie gestoßen sind.'),
  page: optionalText('shortText'),
  name: optionalText('name'),
  email: optionalText('email').refine((value) => value === '' || EMAIL_PATTERN.test(value), FIELD_TEXTS.email),
});

export type AccessibilityFeedbackValues = z.input<typeof accessibilityFeedbackSchema>;

export const emptyAccessibilityFeedback: AccessibilityFeedbackValues = { message: '', page: '', name: '', email: '' };

export function toAccessibilityFeedbackInput(values: AccessibilityFeedbackValues): AccessibilityFeedbackInput {
  const parsed = accessibilityFeedbackSchema.parse(values);
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    message: parsed.message,
    page: orNull(parsed.page),
    name: orNull(parsed.name),
    email: parsed.email === '' ? null : normalizeEmail(parsed.email),
  };
}
