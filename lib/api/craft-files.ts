import { CRAFT_FILE_TYPES, MAX_UPLOAD_BYTES } from './constants';

/** What a browser tells of a chosen file, and what a posted File has too. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * What is wrong with the files chosen in one of the crafts membership's file fields, in the words the
 * visitor sees: the scripted form checks them before sending, the form sent without scripts on arrival.
 */
export function craftFileProblems(files: readonly ChosenFile[], label: string, max: number): string[] {
  const problems: string[] = [];
  if (files.length > max) problems.push(`${label}: choose at most ${max} ${max === 1 ? 'image' : 'images'}`);
  for (const f of files) {
    if (!(CRAFT_FILE_TYPES as readonly string[]).includes(f.type))
      problems.push(`${label}: “${f.name}” must be a JPEG, PNG or WebP image`);
    else if (f.size > MAX_UPLOAD_BYTES) problems.push(`${label}: “${f.name}” is larger than 5 MB`);
  }
  return problems;
}
