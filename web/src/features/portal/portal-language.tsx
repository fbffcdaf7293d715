import { formatCalendarDate } from '@domain/format-basic';
import { isMemberLanguage, LANGUAGE_LOCALES, type MemberLanguage } from '@domain/languages';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type Catalogue, LanguageProvider } from '../../lib/text';
import { EN, type PortalText } from './portal-text';
import { HI } from './text/hi';

const PORTAL_TEXT: Catalogue<PortalText> = { en: EN, hi: HI };
/** The member's own choice, kept on their device: it outlasts the society's default. */
const STORAGE_KEY = 'bahi.member-language';

type PortalLanguage = {
  language: MemberLanguage;
  text: PortalText;
  /** A calendar date as the language writes it ('25 Nov 2026', '25 नव॰ 2026'). */
  day: (date: string) => string;
  choose: (language: MemberLanguage) => void;
};

function storedChoice(): MemberLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isMemberLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

const PortalLanguageContext = createContext<PortalLanguage | null>(null);

/** The member pages' language: the member's choice, else the society's default, else English. */
export function PortalLanguageProvider({
  societyDefault,
  children,
}: {
  societyDefault: MemberLanguage | undefined;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<MemberLanguage | null>(storedChoice);
  const language = chosen ?? societyDefault ?? 'en';
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_LOCALES[language];
  }, [language]);
  const value = useMemo<PortalLanguage>(
    () => ({
      language,
      text: PORTAL_TEXT[language] ?? PORTAL_TEXT.en,
      day: (date) => formatCalendarDate(date, LANGUAGE_LOCALES[language]),
      choose: (next) => {
        setChosen(next);
        try {
          window.localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // A private window may refuse storage: the choice then lasts this visit.
        }
      },
    }),
    [language],
  );
  return (
    <LanguageProvider language={language}>
      <PortalLanguageContext.Provider value={value}>{children}</PortalLanguageContext.Provider>
    </LanguageProvider>
  );
}

export function usePortalText(): PortalLanguage {
  const value = useContext(PortalLanguageContext);
  if (!value) throw new Error('usePortalText needs a PortalLanguageProvider');
  return value;
}
