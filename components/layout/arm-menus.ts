import 'server-only';
import { getTranslations } from 'next-intl/server';
import {
  ARMS,
  type ArmKey,
  type ArmMenuNames,
  DESCRIBED_ARMS,
  type FooterColumn,
  LEGAL_LINKS,
  type MenuWords,
  type NavItem,
  type NavLink,
  type TopButton,
} from '@/lib/content/arms';

/** An arm's menus, button and footer in the page's language, read on the server (the header is handed them as props). */
export async function armMenus(arm: ArmKey) {
  const t = await getTranslations('arms');
  const config = ARMS[arm];
  const words = (w: MenuWords) => ('name' in w ? w.name : t(`${arm}.menu.${w.label}`));
  const link = (l: MenuWords & { url: string; action?: NavLink['action'] }): NavLink => ({
    title: words(l),
    url: l.url,
    ...(l.action ? { action: l.action } : {}),
  });
  const nav: NavItem[] = config.nav.map((item) => ({
    title: words(item),
    ...(item.url ? { url: item.url } : {}),
    ...(item.dropdown ? { dropdown: item.dropdown.map(link) } : {}),
  }));
  const footer: FooterColumn[] = config.footer.map((column) => ({
    heading: words(column.heading),
    links: column.links.map(link),
  }));
  const topButton: TopButton = { ...config.topButton, label: t(`${arm}.topButton`) };
  const legal: NavLink[] = LEGAL_LINKS.map((l) => ({ title: t(`legal.${l.label}`), url: l.url }));
  const armNames: ArmMenuNames = Object.fromEntries(DESCRIBED_ARMS.map((k) => [k, t(`menuNames.${k}`)]));
  return {
    nav,
    /** How the 'Our Arms' menu names the arms. */
    armNames,
    footer,
    topButton,
    legal,
    /** The newsletter form's thank-you, where the footer has the form. */
    newsletterSent: config.newsletter ? t(`${arm}.newsletterSent`) : null,
  };
}
