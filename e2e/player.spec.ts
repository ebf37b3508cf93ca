// The course player in the browser (docs/design/product.md §4): a learner goes through a course one learning
// object at a time from the outline, with next, previous and the keyboard, reads one, reloads and continues where
// they left off; on a phone the outline is a drawer, and the resume point follows them there. The course is built
// through the admin API; everything the learner does is done in the page.
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ensureTheme, expect, logInThroughForm, scanBothThemes, seriousViolations, test } from './fixtures';
import { createCourse, enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const shots = path.resolve('.tmp/shots/player');
const shoot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

const titles = ['Idea of a fraction', 'Pizza slices', 'Same denominators'];

/** Two units, three learning objects without quizzes (each done once read), no course quiz to wait for. */
const createPlayedCourse = (request: APIRequestContext) =>
  createCourse(request, {
    name: 'Played',
    description: 'Fractions, one step at a time.',
    contentRequiresPretest: false,
    units: [
      {
        title: 'Meaning of fractions',
        learningObjects: [
          { title: titles[0], type: 'abstract' },
          { title: titles[1], type: 'concrete' },
        ],
      },
      { title: 'Adding fractions', learningObjects: [{ title: titles[2], type: 'abstract' }] },
    ],
  });

/** Scans a dialog or drawer in both themes: the theme switch sits behind it, so it is closed to switch. */
async function scanModalBothThemes(page: Page, open: () => Promise<void>, close: () => Promise<void>) {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await ensureTheme(page, theme);
    await open();
    found.push(...(await seriousViolations(page)));
    await close();
  }
  return found;
}

const outlineObjects = (scope: Page | Locator) => scope.getByTestId('outline-object');
const shownTitle = (page: Page) => page.getByTestId('learning-object').getByRole('heading', { level: 4 });

test('a learner goes through a course in the player, reloads and continues where they left off, on a phone too', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const course = await createPlayedCourse(request);
  const learner = await enrolledLearner(request, course.id, 'player', 'b');
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);

  // Wide screen: the outline beside the content, every object open, the first one on screen.
  await page.goto(`/dashboard/student/courses/${course.id}`);
  const outline = page.getByRole('navigation', { name: 'Course outline' });
  await expect(outline).toBeVisible();
  await expect(outlineObjects(outline)).toHaveCount(3);
  const order = await outlineObjects(outline).allTextContents();
  expect([...order].sort()).toEqual([...titles].sort());
  await expect(outlineObjects(outline).first()).toHaveAttribute('aria-current', 'step');
  await expect(shownTitle(page)).toHaveText(order[0]);
  await expect(page.getByTestId('player-position')).toHaveText('Learning object 1 of 3');
  await expect(page.getByTestId('progress-figure')).toHaveText(
    'Progress: 0% (0 of 3 required learning objects done)',
  );
  await expect(page.getByTestId('player-previous')).toHaveCount(0);

  // Reading the first one marks it passed in the outline and moves the one progress figure: 1 of 3 = 33 %.
  await page.getByRole('button', { name: 'I have read this' }).click();
  await expect(outlineObjects(outline).first()).toHaveAttribute('data-state', 'passed');
  await expect(outlineObjects(outline).first()).toHaveAccessibleName(`${order[0]} (passed)`);
  await expect(page.getByTestId('progress-figure')).toHaveText(
    'Progress: 33% (1 of 3 required learning objects done)',
  );

  // Next, then the keyboard: n to the third, p back to the second.
  await page.getByRole('link', { name: `Next: ${order[1]}` }).click();
  await expect(shownTitle(page)).toHaveText(order[1]);
  await expect(page.getByTestId('learning-object')).toBeFocused();
  await expect(page.getByTestId('player-position')).toHaveText('Learning object 2 of 3');
  await page.keyboard.press('n');
  await expect(shownTitle(page)).toHaveText(order[2]);
  await expect(page.getByTestId('player-finish')).toHaveText('Back to my path');
  await page.keyboard.press('p');
  await expect(shownTitle(page)).toHaveText(order[1]);
  await expect(outlineObjects(outline).nth(1)).toHaveAttribute('aria-current', 'step');

  // The shortcuts are listed on ?.
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const openHelp = async () => {
    await page.keyboard.press('?');
    await expect(help).toContainText('Next learning object');
  };
  const closeHelp = async () => {
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);
  };
  expect(await scanModalBothThemes(page, openHelp, closeHelp)).toEqual([]);

  // Reloaded without a target: the server's resume point opens the second object again.
  await page.goto(`/dashboard/student/courses/${course.id}`);
  await expect(page.getByTestId('player-resumed')).toHaveText(`Continuing where you left off: ${order[1]}.`);
  await expect(shownTitle(page)).toHaveText(order[1]);
  await expect(outlineObjects(outline).first()).toHaveAttribute('data-state', 'passed');
  expect(await scanBothThemes(page, () => expect(shownTitle(page)).toBeVisible())).toEqual([]);
  await ensureTheme(page, 'light');
  await shoot(page, 'player-desktop-light-en');
  await ensureTheme(page, 'dark');
  await shoot(page, 'player-desktop-dark-en');

  // On a phone: no outline beside the content; it opens as a drawer, and choosing an object closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(outline).toHaveCount(0);
  const drawer = page.getByRole('navigation', { name: 'Course outline' });
  const openDrawer = async () => {
    await page.getByTestId('player-outline-toggle').click();
    await expect(outlineObjects(drawer)).toHaveCount(3);
  };
  const closeDrawer = async () => {
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  };
  expect(await scanModalBothThemes(page, openDrawer, closeDrawer)).toEqual([]);
  await openDrawer();
  // Shot once the drawer has finished sliding in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await shoot(page, 'player-phone-dark-outline-en');
  await outlineObjects(drawer).nth(2).click();
  await expect(drawer).toHaveCount(0);
  await expect(shownTitle(page)).toHaveText(order[2]);
  await expect(page.getByTestId('player-finish')).toBeVisible();

  // Reloaded on the phone: it continues at the third object.
  await page.goto(`/dashboard/student/courses/${course.id}`);
  await expect(page.getByTestId('player-resumed')).toHaveText(`Continuing where you left off: ${order[2]}.`);
  await expect(shownTitle(page)).toHaveText(order[2]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await scanBothThemes(page, () => expect(shownTitle(page)).toBeVisible())).toEqual([]);
  await ensureTheme(page, 'light');
  await shoot(page, 'player-phone-light-en');

  // In French: the same player, its words translated.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('player-resumed')).toHaveText(`Reprise là où vous en étiez : ${order[2]}.`);
  await expect(page.getByTestId('player-position')).toHaveText('Objet d’apprentissage 3 sur 3');
  await expect(page.getByTestId('player-outline-toggle')).toHaveText('Plan du cours');
  await expect(page.getByRole('link', { name: `Précédent : ${order[1]}` })).toBeVisible();
  expect(await scanBothThemes(page, () => expect(shownTitle(page)).toBeVisible())).toEqual([]);
  await ensureTheme(page, 'dark');
  await shoot(page, 'player-phone-dark-fr');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'player-desktop-dark-fr');
});
