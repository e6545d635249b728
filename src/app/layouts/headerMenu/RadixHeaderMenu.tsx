import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import styles from '../SiteHeader.module.css';
import { PAGE_LINKS, PageLink, SeminareLists, type WrapLink } from './menuLinks';
import { SEMINARE, type HeaderMenuProps } from './types';

const asMenuLink: WrapLink = (link) => <NavigationMenu.Link asChild>{link}</NavigationMenu.Link>;

/**
 * The navigation as a Radix Navigation Menu (links, not application commands): arrow keys move between the entries and
 * through the `Seminare` list, Escape closes it and returns focus to its trigger, and it closes when the focus leaves.
 */
export function RadixHeaderMenu(props: HeaderMenuProps) {
  const { navRef, className, openItem, onOpenItemChange, onKeyDown, onBlur, onSeminareBlur, close, actions } = props;
  return (
    <NavigationMenu.Root
      ref={navRef}
      id="hauptnavigation"
      aria-label="Hauptnavigation"
      className={className}
      value={openItem}
      onValueChange={onOpenItemChange}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavigationMenu.List className={styles.links}>
        <NavigationMenu.Item value={SEMINARE} className={styles.disclosure} onBlur={onSeminareBlur}>
          <NavigationMenu.Trigger className={styles.trigger} data-nav-item={SEMINARE}>
            Seminare <ChevronDown aria-hidden="true" size={16} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={styles.dropdown}>
            <SeminareLists wrap={asMenuLink} close={close} />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {PAGE_LINKS.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <PageLink {...link} close={close} />
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      {actions}
    </NavigationMenu.Root>
  );
}
