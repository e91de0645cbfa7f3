import type { DemoTranslation } from './demo-translations';

/*
 * The shapes of the demo content's translations, the same in every language: each builder takes the
 * translated words of one record and gives the entry, its Markdown made in the English text's shape.
 */

type DemoLocale = DemoTranslation['locale'];

export function demoShapes(locale: DemoLocale) {
  return {
    faq: (id: string, question: string, answer: string): DemoTranslation => ({
      kind: 'faq',
      id,
      locale,
      fields: { question, answer },
    }),

    /** A post's body as Markdown, shaped like the English one: lead, heading, points, closing and its link. */
    post: (
      id: string,
      title: string,
      caption: string,
      lead: string,
      heading: string,
      points: string[],
      closing: string,
      link?: [href: string, label: string],
    ): DemoTranslation => ({
      kind: 'post',
      id,
      locale,
      fields: {
        title,
        caption,
        post: `${lead}\n\n## ${heading}\n\n${points.map((p) => `- ${p}`).join('\n')}\n\n${closing}${
          link ? ` [${link[1]}](${link[0]}).` : ''
        }`,
      },
    }),

    /** An event; its schedule a Markdown list, one item per line with its time in bold first, as the English's list. */
    event: (id: string, eventName: string, eventDescription: string, agenda: [string, string][]): DemoTranslation => ({
      kind: 'event',
      id,
      locale,
      fields: {
        eventName,
        eventDescription,
        schedule: agenda.map(([time, what]) => `- **${time}** ${what}`).join('\n'),
      },
    }),

    /** A product's description as Markdown in the English one's shape: what it is, two points, a closing line. */
    productDescription: (about: string, points: [string, string], closing: string) =>
      `${about}\n\n- ${points[0]}\n- ${points[1]}\n\n${closing}`,

    position: (id: string, text: string): DemoTranslation => ({
      kind: 'teamMember',
      id,
      locale,
      fields: { position: text },
    }),

    testimony: (id: string, text: string): DemoTranslation => ({
      kind: 'testimony',
      id,
      locale,
      fields: { testimony: text },
    }),
  };
}
