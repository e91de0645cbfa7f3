'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { FormsCatalog, FormSection, FormText } from './form-text';

/** The words of the forms an arm opens in its modals, handed over once by its layout. */
type ArmFormText = FormText & Partial<Pick<FormsCatalog, FormSection>>;

const Context = createContext<ArmFormText | null>(null);

/** Gives the modals below the words of their forms (`loadFormText(...)` of the layout). */
export function FormTextProvider({ text, children }: { text: ArmFormText; children: ReactNode }) {
  return <Context.Provider value={text}>{children}</Context.Provider>;
}

const holds = <K extends FormSection>(text: ArmFormText, sections: K[]): text is FormText<K> =>
  sections.every((section) => section in text);

/** The words of these forms, from the layout's provider: a layout that forgot them fails at once, by name. */
export function useFormText<K extends FormSection>(...sections: K[]): FormText<K> {
  const text = useContext(Context);
  if (!text || !holds(text, sections)) throw new Error(`No words were handed over for the ${sections.join(', ')} form`);
  return text;
}
