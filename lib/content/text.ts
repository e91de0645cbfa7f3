/** A section of running text: a heading, its paragraphs and a list of points. */
export interface TextSection {
  /** Anchor for links to the section (the legal pages' navigation). */
  id?: string;
  heading: string;
  paragraphs?: string[];
  points?: string[];
}
