import 'server-only';
import { endpoints, type FaqSite, type TeamName } from '../api/contract';
import type { FaqItem, TeamMember, Testimony, TestimonySection } from '../api/schemas';
import { listOrNull, read } from '../api/server';

/** A team's active members, in the order the organisation set. */
export async function readTeam(team: TeamName): Promise<TeamMember[] | null> {
  return listOrNull(await read(endpoints.team, { team }));
}

/** An arm's approved testimonies, newest first. */
export async function readTestimonies(section: TestimonySection): Promise<Testimony[] | null> {
  return listOrNull(await read(endpoints.sectionTestimonies, { section }));
}

/** A site's active questions and answers. */
export async function readFaqs(site: FaqSite): Promise<FaqItem[] | null> {
  return listOrNull(await read(endpoints.faq, { site }));
}
