/**
 * Runs one scenario through a backend driver and returns its comparable row. The drivers (mock via supabase-js,
 * PostgreSQL via SQL) only translate requests; outcomes are built and normalised here, identically for both.
 */
import type { Actor, Outcome, Request, Scenario, Setup } from './model';
import { normalise, relativeCatalogVersion, rememberRefs, resolveRefs, type ContractRow } from './normalise';

/** What a driver observed for one request, before normalisation. */
export type Observed =
  | { ok: true; rows: Record<string, unknown>[] | null; count: number | null; data?: unknown }
  | { ok: false; code: string; message: string; details: string | null; status: number };

/** Per date (session or webinar id): its seat counter and the seats of its pending, confirmed and paid bookings. */
export type SeatCounts = Record<string, { seatsBooked: number; held: number }>;

export interface Driver {
  /** Creates the scenario's rows through the service role (the other customer is always created). */
  prepare(setup: Setup[]): Promise<void>;
  run(actor: Actor, request: Request): Promise<Observed>;
  /** Reads every date's counter and seat-holding seats, bypassing RLS (for the seat invariant). */
  seatCounts(): Promise<SeatCounts>;
}

/**
 * The seat invariant (docs/booking-rules.md): a date's seats_booked moves exactly with the seats of its pending,
 * confirmed and paid bookings. Compared as changes over the scenario, so seats a setup pre-books (`seatsBooked`)
 * and the seed's own counters are the baseline. Dates a step creates are not compared.
 */
export function seatInvariantViolations(scenario: string, before: SeatCounts, after: SeatCounts): string[] {
  return Object.entries(after).flatMap(([id, now]) => {
    const then = before[id];
    if (!then) return [];
    const counterChange = now.seatsBooked - then.seatsBooked;
    const heldChange = now.held - then.held;
    return counterChange === heldChange
      ? []
      : [
          `Seat invariant broken in scenario "${scenario}" for date ${id}: seats_booked changed by ${counterChange}, ` +
            `the seats of pending/confirmed/paid bookings by ${heldChange}`,
        ];
  });
}

function parseDetail(details: string | null): unknown {
  if (!details) return {};
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return details;
  }
}

export function toOutcome(request: Request, observed: Observed): Outcome {
  if (!observed.ok) {
    // Business refusals are P0001 with the code as message; anything else is named by its SQLSTATE.
    return observed.code === 'P0001'
      ? { outcome: 'denied', code: observed.message, status: observed.status, detail: parseDetail(observed.details) }
      : { outcome: 'denied', code: observed.code, status: observed.status };
  }
  if ('rpc' in request) return { outcome: 'allowed', data: observed.data };
  const rows = observed.rows?.length ?? observed.count ?? 0;
  const outcome: Outcome = { outcome: rows > 0 ? 'allowed' : 'denied', rows };
  if ('select' in request && request.columns) outcome.data = observed.rows;
  return outcome;
}

export async function runScenario(scenario: Scenario, driver: Driver): Promise<ContractRow> {
  await driver.prepare(scenario.setup ?? []);
  const seatsBefore = await driver.seatCounts();
  const refs: Record<string, string> = {};
  const results: unknown[] = [];
  for (const step of scenario.steps) {
    const request = resolveRefs(step.do, refs);
    const observed = await driver.run(step.as, request);
    if ('rpc' in request && observed.ok) observed.data = relativeCatalogVersion(request, observed.data, refs);
    if (observed.ok) {
      const kind =
        'rpc' in request
          ? { rpc: request.rpc }
          : 'select' in request
            ? { select: request.select, columns: request.columns }
            : {};
      rememberRefs(kind, 'rpc' in request ? observed.data : observed.rows, refs);
    }
    results.push(normalise(toOutcome(request, observed)));
  }
  const violations = seatInvariantViolations(scenario.name, seatsBefore, await driver.seatCounts());
  if (violations.length > 0) throw new Error(violations.join('\n'));
  return { scenario: scenario.name, results };
}
