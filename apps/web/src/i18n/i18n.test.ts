import { describe, expect, it } from 'vitest';
import { features as enFeatures } from './catalogue-en';
import { features as frFeatures } from './catalogue-fr';
import en from './en.json';
import fr from './fr.json';
import { initI18n, loadCatalogue, translateMessage } from './index';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('catalogues', () => {
  it('en.json and fr.json have the same keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('every feature catalogue has the same keys in en and fr', () => {
    // Plural forms differ by language (French has a `_many` form English lacks): compare the base keys.
    const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
    const en = [...new Set(enFeatures.flatMap((t) => keys(t)).map(base))].sort();
    const fr = [...new Set(frFeatures.flatMap((t) => keys(t)).map(base))].sort();
    expect(fr).toEqual(en);
  });

  it('each language loads a catalogue with the same keys as the other', async () => {
    const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
    const [en, fr] = await Promise.all([loadCatalogue('en'), loadCatalogue('fr')]);
    expect([...new Set(keys(fr).map(base))].sort()).toEqual([...new Set(keys(en).map(base))].sort());
    expect(keys(en).length).toBeGreaterThan(1000);
  });

  it('no value is left empty', () => {
    for (const tree of [en, fr]) {
      const empty = keys(tree).filter((k) => {
        const value = k
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('includes the shared server and validation messages', async () => {
    expect(keys(await loadCatalogue('fr'))).toContain('validation.emailRequired');
    const i18n = await initI18n('fr');
    expect(i18n.t('validation.emailRequired')).toBe("L'e-mail est obligatoire");
    expect(document.documentElement.lang).toBe('fr');
    await i18n.changeLanguage('en');
    expect(translateMessage('validation.emailInvalid')).toBe('Invalid email');
    expect(translateMessage('Login: failed for now')).toBe('Login: failed for now');
    expect(document.documentElement.lang).toBe('en');
  });
});
