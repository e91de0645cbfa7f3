import { CRAFT_FILE_TYPES, MAX_UPLOAD_BYTES } from './constants';
import { fieldMessage } from './messages';

/** What a browser tells of a chosen file, and what a posted File has too. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * What is wrong with the files chosen in one of the crafts membership's file fields, in English (messages.ts
 * gives them in the page's language): the scripted form checks them before sending, the form sent without
 * scripts on arrival. `label` is the field's English name (FIELD).
 */
export function craftFileProblems(files: readonly ChosenFile[], label: string, max: number): string[] {
  const problems: string[] = [];
  if (files.length > max) problems.push(fieldMessage(max === 1 ? 'fileCountOne' : 'fileCountOther', label, { max }));
  for (const f of files) {
    if (!(CRAFT_FILE_TYPES as readonly string[]).includes(f.type))
      problems.push(fieldMessage('fileType', label, { file: f.name }));
    else if (f.size > MAX_UPLOAD_BYTES) problems.push(fieldMessage('fileSize', label, { file: f.name }));
  }
  return problems;
}
