import type { TextSection } from '@/lib/content/text';
/** Static text in sections (documents, legal pages, the network's static pages), optionally numbered. */
export function TextSections({
  sections,
  numbered = false,
  className,
}: {
  sections: TextSection[];
  numbered?: boolean;
  className?: string;
}) {
  return sections.map((s, i) => {
    const headingId = `${s.id ?? `section-${i + 1}`}-heading`;
    return (
      <section key={s.heading} id={s.id} className={className} aria-labelledby={headingId}>
        <h2 id={headingId}>{numbered ? `${i + 1}. ${s.heading}` : s.heading}</h2>
        {s.paragraphs?.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {s.points && (
          <ul>
            {s.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </section>
    );
  });
}
