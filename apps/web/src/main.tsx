// Entry point of the Parcours web app.
// Inter in the latin subset only (French included) and in the four weights the theme and pages use.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The page shell of index.html shows meanwhile; the renderer's chunk downloads while start-up asks the API for
// its configuration, instead of after it.
const renderer = import('./app/render').then((m) => ({ renderApp: m.renderApp, router: m.prepareRouter() }));
bootstrap().then(async (app) => {
  const { renderApp, router } = await renderer;
  renderApp(container, router, app);
});
