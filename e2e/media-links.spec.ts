// Media links (docs/security.md, "Media links"): an enrolled learner sees a lesson's picture and plays its video
// in the course player, loaded from the signed links the API gave; a visitor who takes those addresses without
// a valid signature is refused with a message. Screenshots of the player in both themes and languages, on a
// desktop and at 390 px, go to SHOTS_DIR (by default .tmp/shots/media).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { admin, apiLogin, ensureTheme, expect, logInThroughForm, ok, test } from './fixtures';
import { enrolledLearner } from './support/courses';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const shots = process.env.SHOTS_DIR ?? path.resolve('.tmp/shots/media');

/** A picture of 320 x 180 drawn by the browser, as PNG bytes. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#5d99c6';
    g.fillRect(0, 0, 320, 180);
    g.fillStyle = '#fa853f';
    g.beginPath();
    g.moveTo(40, 90);
    g.lineTo(260, 90);
    g.lineTo(230, 60);
    g.moveTo(260, 90);
    g.lineTo(230, 120);
    g.lineWidth = 10;
    g.strokeStyle = '#fa853f';
    g.stroke();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

/** A short WebM video recorded by the browser from a canvas, so the player has a real file to load. */
async function recordedVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    for (let i = 0; i < 10; i++) {
      g.fillStyle = `hsl(${i * 36}, 70%, 50%)`;
      g.fillRect(0, 0, 160, 90);
      await new Promise((r) => setTimeout(r, 60));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('a learner sees a lesson picture and video through signed links; without the signature they are refused', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const stamp = Date.now().toString(36);
  const category = await ok(
    await request.post('/api/categories/create-category', {
      headers: auth(adminToken),
      data: { title: `Media category ${stamp}` },
    }),
  );
  const course = await ok(
    await request.post('/api/admin/create-course', {
      headers: auth(adminToken),
      data: {
        title: `Optics ${stamp}`,
        description: 'Light and lenses',
        status: 'published', // built by the test's set-up, not through the publishing checks
        category_id: category.data.id,
        language: 'en',
        is_paid: false,
        facilitator: 'Ada Lovelace',
        is_public: true,
        teaching_type: 'online',
        link: 'https://meet.example.org/optics',
        is_sequential: false,
        content_requires_pretest: false,
      },
    }),
  );
  const courseId = course.data.id;

  // The files are made by the browser: a picture and a real video.
  await page.goto('/');
  const upload = async (name: string, type: string, buffer: Buffer) =>
    (
      await ok(
        await request.post('/api/media/upload-media', {
          headers: auth(adminToken),
          multipart: {
            temporary_id: `media-links-${stamp}`,
            is_supplementary: 'false',
            file: { name, mimeType: type, buffer },
          },
        }),
      )
    ).data;
  const picture = await upload('arrow.png', 'image/png', await drawnPicture(page));
  const video = await upload('colours.webm', 'video/webm', await recordedVideo(page));
  await ok(
    await request.post(`/api/admin/create-eu/${courseId}`, {
      headers: auth(adminToken),
      data: {
        title: 'Light',
        type: 'basic',
        learning_objects: [
          {
            title: 'Rays',
            type: 'concrete',
            media_ids: [picture.id, video.id],
            sections: [
              {
                title: 'Straight lines',
                description: 'Light goes in straight lines.',
                duration: 5,
                has_quiz: false,
              },
            ],
          },
        ],
        media_titles: [
          { id: picture.id, title: 'A ray of light' },
          { id: video.id, title: 'Colours of light' },
        ],
      },
    }),
  );

  const learner = await enrolledLearner(request, courseId, 'media', 'b');

  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student/);
  await page.goto(`/dashboard/student/courses/${courseId}`);
  const image = page.getByRole('img', { name: 'A ray of light' });
  await expect(image).toBeVisible();
  // the picture really loaded (a refused link would leave it broken, 0 px wide)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  const player = page.getByTestId('media-video');
  await expect(player).toHaveAccessibleName('Colours of light');
  // the browser read the video's header through its signed link (its size is known)
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(160);

  const imageLink = (await image.getAttribute('src'))!;
  const videoLink = (await player.getAttribute('src'))!;
  expect(imageLink).toMatch(
    /^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png\?expires=\d+&audience=private&signature=/,
  );
  expect(videoLink).toMatch(/\.webm\?expires=\d+&audience=private&signature=/);

  for (const language of ['en', 'fr'] as const) {
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: language === 'fr' ? 'Français' : 'English' }).click();
    await page.waitForFunction((l) => document.documentElement.lang === l, language);
    for (const theme of ['light', 'dark'] as const) {
      await ensureTheme(page, theme);
      for (const [device, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await expect(player).toBeVisible();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, `${device} ${theme} ${language}: no sideways scrolling`).toBe(false);
        await page.screenshot({ path: `${shots}/player-${device}-${theme}-${language}.png`, fullPage: true });
      }
    }
  }

  // A visitor with no account, in a browser of their own.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    const bare = imageLink.split('?')[0];
    const refused = await visitorPage.goto(bare);
    expect(refused?.status()).toBe(403);
    await expect(visitorPage.locator('body')).toHaveText(
      'This file link is not valid: open the file from its page in Parcours, signed in if the course needs it.',
    );
    const params = new URLSearchParams(videoLink.split('?')[1]);
    params.set('expires', String(Number(params.get('expires')) + 86_400));
    const stretched = await visitor.request.get(`${videoLink.split('?')[0]}?${params}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(stretched.status()).toBe(403);
    const borrowed = await visitor.request.get(`${videoLink.split('?')[0]}?${imageLink.split('?')[1]}`);
    expect(borrowed.status()).toBe(403);
    // the signed link itself is what lets a browser load the file: a seek is a Range request on it
    const seek = await visitor.request.get(videoLink, { headers: { range: 'bytes=0-99' } });
    expect(seek.status()).toBe(206);
    expect(seek.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);
  } finally {
    await visitor.close();
  }
});
