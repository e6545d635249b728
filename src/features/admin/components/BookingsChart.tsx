import { useId } from 'react';
import { formatShortDate } from '@/lib/format';
import type { WeekCount } from '../dashboardStats';
import styles from './BookingsChart.module.css';

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 32 };

/** A round upper end for the axis (at least 1, so an empty chart still has a scale). */
function niceMax(value: number): number {
  if (value <= 4) return Math.max(1, value);
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

/**
 * Bookings per week as a small hand-made SVG bar chart (no chart library: nothing to load). The picture is hidden
 * from screen readers; the same numbers are in the figure's table, which is read instead.
 */
export function BookingsChart({ weeks, caption }: { weeks: readonly WeekCount[]; caption: string }) {
  const captionId = useId();
  const max = niceMax(Math.max(0, ...weeks.map((week) => week.count)));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, weeks.length);
  const barWidth = slot * 0.6;
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight;
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, max / 2, max];

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="bookings-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axis} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={week.start}>
              <rect
                className={styles.bar}
                x={x}
                y={y(week.count)}
                width={barWidth}
                height={Math.max(0, PAD.top + innerHeight - y(week.count))}
                rx={2}
              />
              <text className={styles.axis} x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                {week.week}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden by a box, not on the table: a table grows to its content whatever its width, and widened a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Kalenderwoche</th>
              <th scope="col">Buchungen</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row">
                  KW {week.week} (ab {formatShortDate(week.start)})
                </th>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
