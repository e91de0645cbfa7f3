import { getTranslations } from 'next-intl/server';
import type { CarouselWords } from './carousel';
import type { ToasterWords } from './toaster';

/*
 * The words of the shared client components (the carousel, the modal, the toasts) in the page's language, read on the
 * server from the `ui` catalog: a server component hands them down as props, so no catalog ships to the browser.
 */

export async function carouselWords(): Promise<CarouselWords> {
  const t = await getTranslations('ui.carousel');
  return {
    play: t('play'),
    pause: t('pause'),
    automaticSlides: t('automaticSlides'),
    previous: t('previous'),
    next: t('next'),
    choosePage: t('choosePage'),
    // With their {…} arguments, filled in by the carousel in the browser.
    page: String(t.raw('page')),
    slide: String(t.raw('slide')),
  };
}

/** The name of the modal's close button: Modal's `closeLabel`. */
export async function modalCloseLabel(): Promise<string> {
  return (await getTranslations('ui'))('modal.close');
}

/** The names of the toasts' region and close buttons: Toaster's `words`. */
export async function toasterWords(): Promise<ToasterWords> {
  const t = await getTranslations('ui.toaster');
  return { region: t('region'), close: t('close') };
}
