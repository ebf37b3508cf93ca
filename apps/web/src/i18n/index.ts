// i18next set-up: the app's catalogues merged with the shared server and validation messages.
import { defaultLanguage, type Language, languages, messages } from '@parcours/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };

/** Turns the shared catalogue's dotted keys ('validation.emailRequired') into nested objects. */
function nest(flat: Record<string, string>): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as Tree;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Each feature keeps its own strings in features/<domain>/i18n/{en,fr}.json (same keys in both), merged over the
 * app's catalogue, so features never edit each other's strings.
 */
const featureFiles = import.meta.glob<Tree>('../features/*/i18n/*.json', { eager: true, import: 'default' });
export const featureCatalogues: Record<Language, Tree[]> = { en: [], fr: [] };
for (const [file, tree] of Object.entries(featureFiles)) {
  const lang = file.match(/\/(\w+)\.json$/)?.[1];
  if (lang && isLanguage(lang)) featureCatalogues[lang].push(tree);
}

export const catalogues: Record<Language, Tree> = {
  en: [...featureCatalogues.en].reduce(merge, merge(nest(messages.en), en as Tree)),
  fr: [...featureCatalogues.fr].reduce(merge, merge(nest(messages.fr), fr as Tree)),
};

function applyLanguage(lng: string) {
  dayjs.locale(isLanguage(lng) ? lng : defaultLanguage);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export async function initI18n(language: Language = defaultLanguage) {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', applyLanguage);
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: catalogues.en }, fr: { translation: catalogues.fr } },
      lng: language,
      fallbackLng: defaultLanguage,
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
