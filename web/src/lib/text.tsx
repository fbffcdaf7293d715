import type { MemberLanguage } from '@domain/languages';
import { createContext, type ReactNode, useContext } from 'react';

/** The languages the app's pages can be read in; the member pages offer each, owner pages English for now. */
export type Language = MemberLanguage;

/**
 * A catalogue: every text of one part of the app, in English, and in each other language key for key
 * (the type makes a missing key an error). A component reads its texts with `useText`, so a language is
 * a new catalogue entry and no component changes.
 */
export type Catalogue<T> = { en: T } & Partial<Record<Language, T>>;

const LanguageContext = createContext<Language>('en');

/** The language of everything under it; without one, English. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A catalogue's texts in the page's language, or in English where the catalogue has no such language yet. */
export function useText<T>(catalogue: Catalogue<T>): T {
  return catalogue[useLanguage()] ?? catalogue.en;
}
