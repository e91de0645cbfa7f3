/*
 * What only a native reader can confirm, per language: the messages whose wording was a choice the
 * engineers made, each with the choice and why. `npm run i18n:export` marks their rows "needs review";
 * TRANSLATIONS.md lists the same choices for a reviewer to read first.
 */

export interface ReviewItem {
  /** `<namespace>:<dotted key>`, as the sheet's key column writes it. */
  key: string;
  /** The choice made and why. */
  note: string;
}

export const NEEDS_REVIEW: Partial<Record<string, ReviewItem[]>> = {
  fr: [
    {
      key: 'arewaHub:home.title',
      note: '« Pôle créatif » for Arewa Hub’s Creative Hub, so that no English is left in the interface; « Espace créatif » would do as well.',
    },
    {
      key: 'forms:donation.types.midwife',
      note: 'Amounts in US dollars are written « 52 $US » (CLDR’s French); a reader in Côte d’Ivoire or Senegal may prefer « 52 dollars US ».',
    },
    { key: 'ui:events.date', note: '« Date » for an event’s date, as the issue asked (it was « Jour »).' },
  ],
  ha: [
    {
      key: 'forms:champion.title',
      note: '“gwarzo / gwaraza” for Edu Connect Africa’s champions, so that “jakada” names ACN’s ambassadors alone; “zakara” reads as a sports champion, “mai fafutuka” as an activist.',
    },
    {
      key: 'arms:group.menu.getInvolved',
      note: '“Ku shiga a dama da ku” for Get involved, so that “Ku ba da gudummawa” is Donate alone.',
    },
    {
      key: 'arewaHub:home.title',
      note: '“Cibiyar Ƙirƙira” (the centre of creativity) for the Creative Hub.',
    },
    {
      key: 'ui:countries.CI',
      note: '“Kwaddibuwa” for Côte d’Ivoire (BBC Hausa also writes “Ivory Coast”); “Saliyo” for Sierra Leone, “Gini” for Guinea, “Ghana” rather than “Gana”.',
    },
    {
      key: 'forms:donation.types.midwife',
      note: 'Amounts in US dollars are written “$ 52”, as CLDR’s Hausa writes them; “Dala 52” would be the spoken form.',
    },
    {
      key: 'arewaHub:product.availabilityBeads',
      note: '“ana yin sa bayan an yi oda” for made to order.',
    },
    {
      key: 'eduAfrica:course.lessons',
      note: 'The noun before the number (“darussa 3”), with the singular “darasi” for one.',
    },
  ],
};
