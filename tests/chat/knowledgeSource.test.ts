/**
 * The assistant's knowledge comes from the database, not from texts copied into the engine: an admin's change of a
 * setting, a venue or a trainer shows in the demo function's next answer. The seeded settings also say what the
 * AGB and the in-house page say, so the assistant and the pages never disagree.
 */
import { createClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '@/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { cancellationTerms } from '@/features/legal/cancellationTerms';
import { INHOUSE_PRICE_TEXT } from '@/features/catalog/components/inhouse/InhouseOffer';
import type { ChatAnswer } from '../../supabase/functions/_shared/chat';
import { DEMO_SUPABASE_SERVICE_ROLE_KEY } from '../../mocks';
import { buildSeed, seedId } from '../../mocks/seed';

const client = (key: string) =>
  createClient(DEMO_SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `chat-${key}` },
  });

async function ask(message: string): Promise<ChatAnswer> {
  const { data, error } = await client(DEMO_SUPABASE_ANON_KEY).functions.invoke('chat', { body: { message } });
  if (error) throw error;
  return data as ChatAnswer;
}

const service = () => client(DEMO_SUPABASE_SERVICE_ROLE_KEY);

/** Several round trips through the mock backend each: room for a busy machine. */
const ROUND_TRIPS_MS = 30_000;

describe('the demo chat function answers from its database', () => {
  it(
    'cancellation steps, webinar rule, invoice term and opening hours follow the settings row',
    async () => {
      expect((await ask('Kann ich ein Webinar am Vortag stornieren?')).text).toContain('bis 24 Stunden vor Beginn');
      const { error } = await service()
        .from('settings')
        .update({
          webinar_free_cancellation_hours: 48,
          reduced_fee_percent: 30,
          invoice_due_days: 30,
          opening_hours: 'Montag bis Donnerstag, 8 bis 16 Uhr',
        })
        .eq('id', 1);
      expect(error).toBeNull();
      expect((await ask('Kann ich ein Webinar am Vortag stornieren?')).text).toContain('bis 48 Stunden vor Beginn');
      expect((await ask('Stornogebühren?')).text).toContain('berechnen wir 30 %');
      expect((await ask('Zahlungsziel Rechnung?')).text).toContain('innerhalb von 30 Tagen');
      expect((await ask('Öffnungszeiten?')).text).toContain('Montag bis Donnerstag, 8 bis 16 Uhr');
    },
    ROUND_TRIPS_MS,
  );

  it(
    'the rebooking terms follow the settings row: free period, fixed or percentage fee',
    async () => {
      const fixed = (await ask('Was kostet eine Umbuchung?')).text;
      expect(fixed).toContain('Bis 14 Tage vor dem ersten Seminartag ist die Umbuchung kostenfrei');
      expect(fixed).toContain('Umbuchungsgebühr von 50,00\u00a0€ zzgl. MwSt. (59,50\u00a0€)');
      const { error } = await service()
        .from('settings')
        .update({ free_rebooking_days: 21, rebooking_fee_net_cents: null, rebooking_fee_percent: 15 })
        .eq('id', 1);
      expect(error).toBeNull();
      const percent = (await ask('Kann ich meinen Termin verschieben?')).text;
      expect(percent).toContain('Bis 21 Tage vor dem ersten Seminartag ist die Umbuchung kostenfrei');
      expect(percent).toContain('Umbuchungsgebühr von 15 % des Seminarpreises');
      expect((await ask('Kann ich stornieren?')).text).toContain('bis 21 Tage vor Beginn kostenfrei');
    },
    ROUND_TRIPS_MS,
  );

  it(
    'venue facts and trainer profiles follow their rows',
    async () => {
      const { error } = await service()
        .from('locations')
        .update({ parking: 'Neues Parkhaus am Rhein.', step_free_access: false })
        .eq('id', seedId('location', 6));
      expect(error).toBeNull();
      const venue = await ask('Parken und Barrierefreiheit in Köln?');
      expect(venue.text).toContain('Parken: Neues Parkhaus am Rhein.');
      expect(venue.text).toContain('nicht stufenlos erreichbar');

      const trainer = buildSeed(new Date()).trainers.find((t) => t.slug === 'julia-wagner')!;
      await service().from('trainers').update({ title: 'Leiterin der SEO-Akademie' }).eq('id', trainer.id);
      expect((await ask('Wer leitet SEO Grundlagen?')).text).toContain('Julia Wagner – Leiterin der SEO-Akademie');
    },
    ROUND_TRIPS_MS,
  );

  it(
    'the in-house price and the group size that suggests it come from the settings',
    async () => {
      await service()
        .from('settings')
        .update({ inhouse_day_rate_net_cents: 199000, inhouse_suggest_from_participants: 6 })
        .eq('id', 1);
      const offer = await ask('Was kostet eine Inhouse-Schulung?');
      expect(offer.text).toContain('ab 1.990,00\u00a0€ netto pro Schulungstag');
      expect((await ask('Wir sind 5 Kollegen, SEO in Köln?')).intents).not.toContain('inhouse');
      expect((await ask('Wir sind 6 Kollegen, SEO in Köln?')).intents).toContain('inhouse');
    },
    ROUND_TRIPS_MS,
  );
});

describe('the seeded settings say what the pages say', () => {
  const [settings] = buildSeed(new Date()).settings;

  it('cancellation steps and webinar rule as in the AGB', () => {
    const [free, reduced, late] = cancellationTerms.seminarTiers;
    expect(settings!.free_cancellation_days).toBe(free?.fromDaysBefore);
    expect([settings!.reduced_fee_from_days, settings!.reduced_fee_percent]).toEqual([
      reduced?.fromDaysBefore,
      reduced?.feePercent,
    ]);
    expect(settings!.late_fee_percent).toBe(late?.feePercent);
    expect(settings!.webinar_free_cancellation_hours).toBe(cancellationTerms.webinarFreeCancellationHours);
  });

  it('the in-house day rate as on the in-house page', () => {
    expect(INHOUSE_PRICE_TEXT).toContain(`${(settings!.inhouse_day_rate_net_cents / 100).toLocaleString('de-DE')} €`);
  });
});
