/**
 * The catalogue's version of `…_catalog_version.sql` (docs/architecture.md, "Prerendered pages"): every change a
 * visitor can see raises it, except a date's or a webinar's booked seats. SQL raises it once per statement, the mock
 * once per row: callers compare versions, never count them.
 */
import type { MockDb } from '../db/mockDb';
import type { Row, TableTriggers } from '../db/schema';

/** `private.catalog_version`; Demo-Daten zurücksetzen clears it, and it starts again at 1. */
export const CATALOG_VERSION = 'private.catalog_version';

export function catalogVersionOf(db: MockDb): number {
  return Number(db.rows(CATALOG_VERSION)[0]?.version ?? 1);
}

function raiseCatalogVersion(db: MockDb): void {
  db.setRows(CATALOG_VERSION, [{ id: 1, version: catalogVersionOf(db) + 1 }]);
}

/** The row without what a booking changes (`to_jsonb(row) - 'seats_booked' - 'updated_at'`). */
function withoutSeats({ seats_booked: _seats, updated_at: _updated, ...rest }: Row): string {
  return JSON.stringify(rest);
}

/** `catalog_version_changed` on locations, trainers, seminars and settings: any write raises the version. */
export function raisingCatalogVersion(triggers: TableTriggers): TableTriggers {
  return {
    ...triggers,
    afterInsert: (row, ctx) => {
      triggers.afterInsert?.(row, ctx);
      raiseCatalogVersion(ctx.db);
    },
    afterUpdate: (next, previous, ctx) => {
      triggers.afterUpdate?.(next, previous, ctx);
      raiseCatalogVersion(ctx.db);
    },
    afterDelete: (row, ctx) => {
      triggers.afterDelete?.(row, ctx);
      raiseCatalogVersion(ctx.db);
    },
  };
}

/** Dates and webinars: new and deleted rows raise the version, an update only when more than the seats changed. */
export function raisingCatalogVersionUnlessSeats(triggers: TableTriggers): TableTriggers {
  const raising = raisingCatalogVersion(triggers);
  return {
    ...raising,
    afterUpdate: (next, previous, ctx) => {
      triggers.afterUpdate?.(next, previous, ctx);
      if (withoutSeats(next) !== withoutSeats(previous)) raiseCatalogVersion(ctx.db);
    },
  };
}
