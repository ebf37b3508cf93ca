// Writes the demo media into the media folder: SVG drawings rasterised to WebP with a thumbnail, and text sheets.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storageFor } from '../../modules/media/storage';
import type { CourseSeed, LearningObjectSeed, UnitSeed } from './types';

export interface StoredFile {
  fileName: string;
  thumbnailFileName: string | null;
  originalName: string;
  mimeType: string;
  kind: 'image' | 'document';
  size: number;
}

/** Sub-folder of the media folder holding every demo file, so they are easy to recognise and clean up. */
const demoFolder = 'demo';
const thumbnailWidth = 400;

function slug(s: string): string {
  const ascii = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return (
    ascii
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}

/**
 * Remembers every file it writes so that a failed seed leaves no orphans behind; each file goes to the media
 * storage (the folder, or the bucket) once written.
 */
export class MediaWriter {
  private readonly written: string[] = [];
  private readonly names: string[] = [];

  constructor(private readonly mediaDir: string) {}

  private async target(ext: string): Promise<{ name: string; thumb: string }> {
    await fs.mkdir(path.join(this.mediaDir, demoFolder), { recursive: true });
    const id = randomUUID();
    return { name: `${demoFolder}/${id}.${ext}`, thumb: `${demoFolder}/${id}-thumb.${ext}` };
  }

  async image(svg: string, title: string): Promise<StoredFile> {
    const { name, thumb } = await this.target('webp');
    // Loaded when the demo is seeded, not at every start.
    const { default: sharp } = await import('sharp');
    // Rasterise once, then encode the full image and the thumbnail from the same pixels.
    const { data, info: raster } = await sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: raster.width, height: raster.height, channels: raster.channels } });
    const full = path.join(this.mediaDir, name);
    const small = path.join(this.mediaDir, thumb);
    this.written.push(full, small);
    const [info] = await Promise.all([
      pixels().webp({ quality: 86, effort: 2 }).toFile(full),
      pixels().resize({ width: thumbnailWidth }).webp({ quality: 80, effort: 2 }).toFile(small),
    ]);
    this.names.push(name, thumb);
    await storageFor(this.mediaDir).publish([name, thumb]);
    return {
      fileName: name,
      thumbnailFileName: thumb,
      originalName: `${slug(title)}.webp`,
      mimeType: 'image/webp',
      kind: 'image',
      size: info.size,
    };
  }

  async text(content: string, title: string): Promise<StoredFile> {
    const { name } = await this.target('txt');
    const full = path.join(this.mediaDir, name);
    const bytes = Buffer.from(content, 'utf8');
    await fs.writeFile(full, bytes);
    this.written.push(full);
    this.names.push(name);
    await storageFor(this.mediaDir).publish([name]);
    return {
      fileName: name,
      thumbnailFileName: null,
      originalName: `${slug(title)}.txt`,
      mimeType: 'text/plain',
      kind: 'document',
      size: bytes.length,
    };
  }

  async removeAll(): Promise<void> {
    await Promise.all(this.written.map((f) => fs.rm(f, { force: true })));
    const storage = storageFor(this.mediaDir);
    await Promise.all(this.names.map((name) => storage.remove(name).catch(() => {})));
    this.written.length = 0;
    this.names.length = 0;
  }
}

/** Runs the jobs with at most `limit` in flight (rasterising is CPU-bound). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const sheetWords = {
  en: {
    title: 'Summary sheet',
    level: { basic: 'basic', intermediate: 'intermediate', advanced: 'advanced' },
    summary: 'In short',
    more: 'Further reading',
    minutes: 'min',
  },
  fr: {
    title: 'Fiche résumé',
    level: { basic: 'basique', intermediate: 'intermédiaire', advanced: 'avancé' },
    summary: 'En bref',
    more: 'Pour aller plus loin',
    minutes: 'min',
  },
} as const;

function wrapText(s: string, width = 78): string {
  const out: string[] = [];
  let current = '';
  for (const word of s.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  return out.join('\n');
}

/** French puts a space before the colon. */
function colon(course: CourseSeed): string {
  return course.language === 'fr' ? ' : ' : ': ';
}

function heading(title: string, mark: '=' | '-'): string {
  return `${title}\n${mark.repeat(Math.min(78, title.length))}`;
}

export function sheetTitle(course: CourseSeed, lo: LearningObjectSeed): string {
  return `${sheetWords[course.language].title}${colon(course)}${lo.title}`;
}

/** A plain-text summary of one learning object, in the course's language. */
export function summarySheet(course: CourseSeed, unit: UnitSeed, lo: LearningObjectSeed): string {
  const w = sheetWords[course.language];
  const parts = [
    heading(lo.title, '='),
    `${course.title} / ${unit.title} (${w.level[unit.level]})`,
    `${w.summary}\n${wrapText(lo.summary)}`,
    ...lo.sections.map(
      (s) => `${heading(`${s.title} (${s.minutes} ${w.minutes})`, '-')}\n${wrapText(s.text)}`,
    ),
  ];
  const links = lo.sections
    .filter((s) => s.link)
    .map((s) => `- ${s.link?.title}${colon(course)}${s.link?.url}`);
  if (links.length) parts.push(`${w.more}\n${links.join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}
