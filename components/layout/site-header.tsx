'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  ARMS,
  armsMenu,
  type ArmKey,
  type ArmMenuNames,
  type NavItem,
  type NavLink,
  type TopButton as TopButtonConfig,
} from '@/lib/content/arms';
import { splitLocale } from '@/lib/i18n/locales';
import { LanguageLinks } from './language-links';
import { ModalButton } from './modal-button';
import { useSiteAction } from './site-actions';
import { TopButton } from './top-button';
import { useDismiss } from './use-dismiss';
import styles from './site-header.module.css';

/** The header's own words, in the page's language (the layout reads them from the catalog). */
export interface HeaderText {
  mainMenu: string;
  openMenu: string;
  closeMenu: string;
  ourArms: string;
  organization: string;
  language: string;
  /** How the 'Our Arms' menu names the arms. */
  armNames: ArmMenuNames;
}

/**
 * The header of every part of the site: logo to the arm's home, the arm's menus, the
 * 'Our Arms' menu and the top button. On narrow screens a menu button shows the same menus
 * stacked. One menu is open at a time; a click outside or Escape closes it.
 *
 * The menus work before this script has run (on slow data it arrives seconds after the page is
 * shown) and without JavaScript: the phone's panel is a popover its button opens natively, and until
 * the header is hydrated the stylesheet shows each dropdown on hover or focus, and every dropdown in
 * the phone's panel, open.
 */
export function SiteHeader({
  arm,
  nav,
  topButton,
  text,
  logo,
}: {
  arm: ArmKey;
  /** The arm's menus, in the page's language. */
  nav: NavItem[];
  /** The arm's call to action, in the page's language. */
  topButton: TopButtonConfig;
  text: HeaderText;
  /** The arm's logo, written by the server (ui/server-image.tsx), so that no picture code ships with the header. */
  logo: ReactNode;
}) {
  const config = ARMS[arm];
  // The page as English addresses it: the menus' links are written so, and ui/link adds the language.
  const { path: pathname } = splitLocale(usePathname() ?? '/');
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const baseId = useId();

  const items: NavItem[] = [
    ...nav,
    { title: arm === 'group' ? text.ourArms : text.organization, dropdown: armsMenu(arm, pathname, text.armNames) },
  ];

  const burgerRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The panel's state is React's once hydrated; the popover (where the browser has them) follows it.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || !popoversSupported()) return;
    const shown = nav.matches(':popover-open');
    if (mobileOpen && !shown) nav.showPopover();
    if (!mobileOpen && shown) nav.hidePopover();
  }, [mobileOpen]);
  // Read by useDismiss's listeners, which it sets again when this changes, only while a menu is open.
  const close = (reason: 'outside' | 'escape') => {
    if (reason === 'escape' && open !== null) {
      // Escape closes the innermost menu first and gives focus back to its button.
      document.getElementById(`${baseId}-${open}-button`)?.focus();
      setOpen(null);
      return;
    }
    if (reason === 'escape' && mobileOpen) burgerRef.current?.focus();
    setOpen(null);
    setMobileOpen(false);
  };
  useDismiss(rootRef, open !== null || mobileOpen, close);

  // A new page closes every menu: adjusted while rendering, so the menus never paint open on the new page.
  const [menusPath, setMenusPath] = useState(pathname);
  if (menusPath !== pathname) {
    setMenusPath(pathname);
    setOpen(null);
    setMobileOpen(false);
  }

  const toggle = (key: string) => setOpen((current) => (current === key ? null : key));

  return (
    <header className={styles.header} ref={rootRef} data-arm={arm} data-hydrated={hydrated || undefined}>
      <div className={styles.inner}>
        <Link href={config.home} className={styles.logo}>
          {logo}
          <span>{config.name}</span>
        </Link>
        <button
          type="button"
          ref={burgerRef}
          className={styles.burger}
          // Until hydrated the browser tells whether the popover is open: a written 'false' would be wrong once it is.
          aria-expanded={hydrated ? mobileOpen : undefined}
          aria-controls={`${baseId}-nav`}
          popoverTarget={`${baseId}-nav`}
          onClick={() => {
            // Where popovers exist the button toggles the panel itself, and the panel's toggle event sets the state.
            if (!popoversSupported()) setMobileOpen((v) => !v);
            setOpen(null);
          }}
        >
          <span aria-hidden="true" className={styles.burgerIcon} />
          <span className="visually-hidden">{mobileOpen ? text.closeMenu : text.openMenu}</span>
        </button>
        <nav
          id={`${baseId}-nav`}
          ref={navRef}
          aria-label={text.mainMenu}
          popover="auto"
          onToggle={(event) => setMobileOpen(event.newState === 'open')}
          className={`${styles.nav} ${mobileOpen ? styles.navOpen : ''}`}
        >
          <ul className={styles.menu}>
            {items.map((item, i) => {
              const key = String(i);
              if (item.url) {
                return (
                  <li key={key}>
                    <Link
                      href={item.url}
                      className={styles.link}
                      aria-current={pathname === item.url ? 'page' : undefined}
                    >
                      {item.title}
                    </Link>
                  </li>
                );
              }
              if (!item.dropdown?.length) {
                // A heading without a page of its own ('Where we work'): text, not a link that would lead nowhere.
                return (
                  <li key={key}>
                    <span className={styles.titleOnly}>{item.title}</span>
                  </li>
                );
              }
              return (
                <li key={key} className={styles.dropdown}>
                  <button
                    type="button"
                    id={`${baseId}-${key}-button`}
                    className={styles.link}
                    aria-expanded={hydrated ? open === key : undefined}
                    aria-controls={`${baseId}-${key}-menu`}
                    onClick={() => toggle(key)}
                  >
                    {item.title}
                    <span aria-hidden="true" className={styles.chevron} />
                  </button>
                  <DropdownList
                    id={`${baseId}-${key}-menu`}
                    links={item.dropdown}
                    hidden={open !== key}
                    pathname={pathname}
                  />
                </li>
              );
            })}
          </ul>
          <div className={styles.action}>
            <LanguageLinks label={text.language} codeClass={styles.languageCode} nameClass={styles.languageName} />
            <TopButton button={topButton} />
          </div>
        </nav>
      </div>
    </header>
  );
}

const noSubscription = () => () => {};
const popoversSupported = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

function DropdownList({
  id,
  links,
  hidden,
  pathname,
}: {
  id: string;
  links: NavLink[];
  hidden: boolean;
  pathname: string;
}) {
  return (
    <ul id={id} className={styles.dropdownList} hidden={hidden}>
      {links.map((l) => (
        <li key={l.url}>
          <MenuLink link={l} pathname={pathname} />
        </li>
      ))}
    </ul>
  );
}

/** A menu entry: a link, or a button where the arm provides the entry's action (Partner with us). */
function MenuLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const action = useSiteAction(link.action);
  if (link.action && action) {
    return (
      <ModalButton page={link.url} className={styles.menuButton} onOpen={() => action()}>
        {link.title}
      </ModalButton>
    );
  }
  return (
    <Link href={link.url} aria-current={pathname === link.url ? 'page' : undefined}>
      {link.title}
    </Link>
  );
}
