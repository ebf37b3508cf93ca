// The French catalogue, one chunk loaded only when this language is shown: the app's strings and
// each feature's features/<domain>/i18n/fr.json (same keys in every language, so features never edit each other's
// strings).
import app from './fr.json';
import type { Tree } from './tree';

const files = import.meta.glob<Tree>('../features/*/i18n/fr.json', { eager: true, import: 'default' });
export const features: Tree[] = Object.values(files);
export const catalogue: Tree[] = [app as Tree, ...features];
