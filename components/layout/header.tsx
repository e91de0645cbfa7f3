import { getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/ui/server-image';
import { ARMS, type ArmKey } from '@/lib/content/arms';
import { armMenus } from './arm-menus';
import { SiteHeader } from './site-header';

/**
 * The site header with its words in the page's language, read here on the server so no catalog ships to
 * the browser: its own words and the arm's menus and button (their addresses as English writes them).
 */
export async function Header({ arm }: { arm: ArmKey }) {
  const t = await getTranslations('common');
  const { nav, topButton, armNames } = await armMenus(arm);
  return (
    <SiteHeader
      arm={arm}
      logo={<ServerImage src={ARMS[arm].logo} alt="" width={36} height={36} />}
      nav={nav}
      topButton={topButton}
      text={{
        mainMenu: t('header.mainMenu'),
        openMenu: t('header.openMenu'),
        closeMenu: t('header.closeMenu'),
        ourArms: t('header.ourArms'),
        organization: t('header.organization'),
        language: t('languages.label'),
        armNames,
      }}
    />
  );
}
