import { getTranslations } from 'next-intl/server';
import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard, memberWords } from './member-card';
import { TeamSliderView } from './team-slider-view';
import { EmptyMessage, ErrorMessage } from '@/components/ui/state-message';
import { stateText } from '@/components/ui/states';
import { carouselWords } from '@/components/ui/words';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

/** Three members a slide (one at 768 px or narrower), every 5 seconds; View All shows the whole team. */
export async function TeamSlider({ items }: { items: TeamMember[] | null }) {
  if (items === null) return <ErrorMessage text={await stateText(ERROR_TEXT.teamMembers)} />;
  if (items.length === 0) return <EmptyMessage text={await stateText(EMPTY_TEXT.teamMembers)} />;
  const t = await getTranslations('ui.team');
  const words = await memberWords();
  return (
    <TeamSliderView
      words={{
        carousel: await carouselWords(),
        label: t('carousel'),
        whole: t('whole'),
        viewAll: t('viewAll'),
        showFewer: t('showFewer'),
      }}
      cards={items.map((m, i) => (
        <MemberCard key={m._id ?? i} member={m} words={words} />
      ))}
    />
  );
}
