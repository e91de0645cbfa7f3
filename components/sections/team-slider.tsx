import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard } from './member-card';
import { TeamSliderView } from './team-slider-view';
import { ErrorState, EmptyState } from '@/components/ui/states';

/** Three members a slide (one at 768 px or narrower), every 5 seconds; View All shows the whole team. */
export function TeamSlider({ items }: { items: TeamMember[] | null }) {
  if (items === null) return <ErrorState text="Error Fetching Team Members. Try again Later!" />;
  if (items.length === 0) return <EmptyState text="No team members available." />;
  return (
    <TeamSliderView
      cards={items.map((m, i) => (
        <MemberCard key={m._id ?? i} member={m} />
      ))}
    />
  );
}
