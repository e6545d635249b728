/**
 * Issue 31 on both backends: the barrier report form of the Barrierefreiheitserklärung (docs/booking-rules.md
 * "Accessibility feedback") and the academy's check of a Teilnahmebescheinigung number (admin_verify_certificate).
 */
import type { Outcome, Request, Scenario } from './model';

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });

function report(message: string, email: string | null = null): Request {
  return {
    rpc: 'submit_accessibility_feedback',
    args: { _message: message, _email: email, _name: null, _page: '/checkout' },
  };
}

const verify = (number: string): Request => ({ rpc: 'admin_verify_certificate', args: { _certificate_id: number } });

export const ACCESSIBILITY_SCENARIOS: Scenario[] = [
  {
    name: 'submit_accessibility_feedback: anyone reports a barrier; empty, too long or badly addressed reports are refused',
    steps: [
      { as: 'anon', do: report('Der Kalender ist per Tastatur nicht bedienbar. <b>Bitte prüfen</b>') },
      { as: 'customer', do: report('Kontrast der Hinweise zu gering', 'kunde-barriere@example.test') },
      { as: 'anon', do: report('   ') },
      { as: 'anon', do: report('x'.repeat(4001)) },
      { as: 'anon', do: report('Text', 'keine-adresse') },
      // Only the text: the other arguments default to null (PostgREST finds the function without them).
      { as: 'anon', do: { rpc: 'submit_accessibility_feedback', args: { _message: 'Nur der Text' } } },
    ],
    expect: [
      ok({ received: true }),
      ok({ received: true }),
      refused('INVALID_INPUT', { field: 'message', reason: 'required' }),
      refused('INVALID_INPUT', { field: 'message', reason: 'too_long', max: 4000 }),
      refused('INVALID_INPUT', { field: 'email', reason: 'invalid' }),
      ok({ received: true }),
    ],
  },
  {
    name: 'submit_accessibility_feedback: at most 3 reports per address and hour (+tags count as the address)',
    steps: [
      { as: 'anon', do: report('Eins', 'vielmelder@example.test') },
      { as: 'anon', do: report('Zwei', 'Vielmelder+a@example.test') },
      { as: 'anon', do: report('Drei', 'vielmelder+b@example.test') },
      { as: 'anon', do: report('Vier', 'VIELMELDER@example.test') },
    ],
    expect: [
      ok({ received: true }),
      ok({ received: true }),
      ok({ received: true }),
      refused('ACCESSIBILITY_FEEDBACK_LIMIT'),
    ],
  },
  {
    name: 'admin_verify_certificate: only admins check numbers; an unknown number confirms nothing',
    steps: [
      { as: 'admin', do: verify('TB-0000-0000-0000') },
      { as: 'admin', do: verify('nicht einmal eine Nummer') },
      { as: 'customer', do: verify('TB-0000-0000-0000') },
      { as: 'anon', do: verify('TB-0000-0000-0000') },
    ],
    expect: [ok(null), ok(null), refused('FORBIDDEN'), { outcome: 'denied', code: '42501', status: 401 }],
  },
];
