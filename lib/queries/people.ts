import 'server-only';
import { endpoints } from '../api/contract';
import type { FaqItem, TeamMember, Testimony } from '../api/schemas';
import { listOrNull, read } from './read';
import { API_NAME, type ArmKey } from '../content/arms';

/** A team's active members, in the order the organisation set: an arm's team, or the network's ambassadors. */
export async function readTeam(team: ArmKey | 'acnAmbassadors'): Promise<TeamMember[] | null> {
  return listOrNull(await read(endpoints.team, { team: team === 'acnAmbassadors' ? team : API_NAME[team] }));
}

/** An arm's approved testimonies, newest first (the group has none of its own). */
export async function readTestimonies(arm: Exclude<ArmKey, 'group'>): Promise<Testimony[] | null> {
  return listOrNull(await read(endpoints.sectionTestimonies, { section: API_NAME[arm] }));
}

/** The active questions and answers of the group, the crafts arm or the network. */
export async function readFaqs(arm: 'group' | 'arewahub' | 'acn'): Promise<FaqItem[] | null> {
  return listOrNull(await read(endpoints.faq, { site: API_NAME[arm] }));
}
