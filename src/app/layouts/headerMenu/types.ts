import type { FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';

/** The value of the `Seminare` entry while its list is open. */
export const SEMINARE = 'seminare';

/** The plain menu's mark, `data-swap="header-menu"`: the Radix menu is swapped in when the user first turns to it. */
export const SWAP_ATTRIBUTE = 'data-swap';
export const SWAP_VALUE = 'header-menu';

/** What the header hands its navigation; the plain and the Radix menu take the same and render the same boxes. */
export interface HeaderMenuProps {
  navRef: Ref<HTMLElement>;
  className: string;
  /** The open entry (`SEMINARE`) or ''. */
  openItem: string;
  onOpenItemChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onBlur: (event: FocusEvent) => void;
  onSeminareBlur: (event: FocusEvent) => void;
  /** Closes `Menü` and the `Seminare` list after a link was followed. */
  close: () => void;
  /** The account links (`Anmelden`, `Mein Konto`, …), the same in both menus. */
  actions: ReactNode;
}
