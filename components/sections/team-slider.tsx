import ui from '@/components/ui/section.module.css';
import type { ApiResult } from '@/lib/api/client';
import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard } from './member-card';
import { TeamSliderView } from './team-slider-view';

/** Three members a slide (one at 768 px or narrower), every 5 seconds; View All shows the whole team. */
export function TeamSlider({ result }: { result: ApiResult<TeamMember[]> }) {
  if (!result.ok)
    return (
      <p className={ui.state} role="status">
        Error Fetching Team Members. Try again Later!
      </p>
    );
  if (result.data.length === 0) return <p className={ui.state}>No team members available.</p>;
  return (
    <TeamSliderView
      cards={result.data.map((m, i) => (
        <MemberCard key={m._id ?? i} member={m} />
      ))}
    />
  );
}
