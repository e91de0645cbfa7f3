import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard } from './member-card';
import { TeamSliderView } from './team-slider-view';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

/** Three members a slide (one at 768 px or narrower), every 5 seconds; View All shows the whole team. */
export function TeamSlider({ items }: { items: TeamMember[] | null }) {
  if (items === null) return <ErrorState text={ERROR_TEXT.teamMembers} />;
  if (items.length === 0) return <EmptyState text={EMPTY_TEXT.teamMembers} />;
  return (
    <TeamSliderView
      cards={items.map((m, i) => (
        <MemberCard key={m._id ?? i} member={m} />
      ))}
    />
  );
}
