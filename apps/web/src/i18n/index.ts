// i18next set-up: the catalogue of the language shown, loaded on demand and merged over the shared server and
// validation messages; the other language's strings are never downloaded unless the person switches.
import { defaultLanguage, type Language, languages, messages } from '@parcours/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { merge, nest, type Tree } from './tree';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

const loaders: Record<Language, () => Promise<{ catalogue: Tree[] }>> = {
  en: () => import('./catalogue-en'),
  fr: () => import('./catalogue-fr'),
};

/** One language's whole catalogue: the shared messages, then the app's, then each feature's. */
export async function loadCatalogue(language: Language): Promise<Tree> {
  const { catalogue } = await loaders[language]();
  return catalogue.reduce(merge, nest(messages[language]));
}

/** An i18next backend reading the catalogues above, so a language change loads its strings first. */
const lazyCatalogues = {
  type: 'backend' as const,
  init() {},
  read(language: string, _namespace: string, done: (error: unknown, tree: Tree | null) => void) {
    if (!isLanguage(language)) return done(null, {});
    loadCatalogue(language).then(
      (tree) => done(null, tree),
      (error: unknown) => done(error, null),
    );
  },
};

function applyLanguage(lng: string) {
  dayjs.locale(isLanguage(lng) ? lng : defaultLanguage);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export async function initI18n(language: Language = defaultLanguage) {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', applyLanguage);
    await i18next
      .use(lazyCatalogues)
      .use(initReactI18next)
      .init({
        lng: language,
        // Every catalogue has the same keys (i18n.test.ts): no second language to download as a fallback.
        fallbackLng: false,
        supportedLngs: [...languages],
        interpolation: { escapeValue: false },
        returnNull: false,
        showSupportNotice: false,
      });
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
  applyLanguage(i18next.language);
  return i18next;
}

/**
 * Translates a message that is either a key (validation, errors) or a text the API already translated.
 * Texts are returned as they are, so a sentence with a colon is never read as a namespace.
 */
export function translateMessage(message: string | undefined): string {
  if (!message) return '';
  return i18next.exists(message) ? i18next.t(message) : message;
}

export { i18next as i18n };
