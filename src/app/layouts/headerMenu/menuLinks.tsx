import { useId, type ReactElement } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths, seminarTypePath } from '@/config/paths';
import { CATEGORY_NAMES } from '@/features/catalog';
import styles from '../SiteHeader.module.css';

/** Wraps one link of the menu (Radix marks it as a menu link; the plain menu leaves it as it is). */
export type WrapLink = (link: ReactElement) => ReactElement;

/**
 * `data-nav-item` names each focusable entry, so the focus stays on the same entry when the plain menu is swapped
 * for the Radix one.
 */
export function SeminareLists({ wrap, close }: { wrap: WrapLink; close: () => void }) {
  const topicsId = useId();
  return (
    <>
      <ul className={styles.dropdownSublist}>
        {CITY_SLUGS.map((city) => (
          <li key={city}>
            {wrap(
              <Link to={cityPath(city)} className={styles.dropdownItem} onClick={close} data-nav-item={cityPath(city)}>
                Seminare in {CITY_NAMES[city]}
              </Link>,
            )}
          </li>
        ))}
      </ul>
      {/* The second group: the topic pages, under a visible group name that labels their list. */}
      <div className={styles.dropdownGroup}>
        <span id={topicsId} className={styles.dropdownHeading}>
          Nach Thema
        </span>
        <ul aria-labelledby={topicsId} className={styles.dropdownSublist}>
          {Object.entries(CATEGORY_NAMES).map(([category, name]) => (
            <li key={category}>
              {wrap(
                <Link
                  to={seminarTypePath(category)}
                  className={styles.dropdownItem}
                  onClick={close}
                  data-nav-item={seminarTypePath(category)}
                >
                  {name}
                </Link>,
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The entries after `Seminare`. */
export const PAGE_LINKS = [
  { to: paths.webinars, label: 'Webinare' },
  { to: paths.inhouse, label: 'Inhouse-Schulungen' },
  { to: paths.about, label: 'Über uns' },
] as const;

export function PageLink({ to, label, close }: { to: string; label: string; close: () => void }) {
  return (
    <NavLink to={to} className={styles.link} onClick={close} data-nav-item={to}>
      {label}
    </NavLink>
  );
}
