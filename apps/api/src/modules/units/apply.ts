// Writing a unit's learning objects, sections and files from the create-eu / update-eu body: files are checked
// and stored before the transaction (and removed again when it fails), every id the body refers to is checked
// against the unit as stored, then the rows, their order and the media titles are written in the caller's
// transaction.
import type { MessageKey } from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { UploadLimits } from '../../config';
import type { Database } from '../../db/database';
import type { Actor } from '../../plugins/audit';
import {
  deleteMediaFiles,
  discardPrepared,
  insertPrepared,
  type MediaRow,
  type PreparedUpload,
  prepareUpload,
} from '../media/service';
import { formKinds, type UnitInput } from './body';
import * as q from './queries';

export interface UnitDeps {
  db: Database;
  mediaDir: string;
  uploadLimits: UploadLimits;
  log: FastifyBaseLogger;
}

type Errors = Record<string, MessageKey[]>;

export const invalid = (errors: Errors) => new AppError(422, 'error.validation', undefined, { errors });

function addError(errors: Errors, field: string, key: MessageKey) {
  errors[field] ??= [];
  if (!errors[field].includes(key)) errors[field].push(key);
}

type PreparedFiles = Map<string, PreparedUpload[]>;
const loKey = (i: number) => `lo:${i}`;
const sectionKey = (i: number, j: number) => `section:${i}:${j}`;

async function prepareFiles(deps: UnitDeps, body: UnitInput, uploadedBy: number): Promise<PreparedFiles> {
  const prepared: PreparedFiles = new Map();
  const all: PreparedUpload[] = [];
  type Owner = Pick<UnitInput['learning_objects'][number], 'files' | 'file_titles'>;
  const add = async (key: string, owner: Owner) => {
    for (const [k, file] of owner.files.entries()) {
      const p = await prepareUpload(deps, file, {
        kinds: formKinds,
        collection: 'content',
        title: owner.file_titles[k] ?? null,
        uploadedBy,
      });
      all.push(p);
      prepared.set(key, [...(prepared.get(key) ?? []), p]);
    }
  };
  try {
    for (const [i, lo] of body.learning_objects.entries()) {
      await add(loKey(i), lo);
      for (const [j, section] of lo.sections.entries()) await add(sectionKey(i, j), section);
    }
  } catch (err) {
    await discardAll(deps, all);
    throw err;
  }
  return prepared;
}

async function discardAll(deps: UnitDeps, prepared: Iterable<PreparedUpload>) {
  for (const p of prepared) await discardPrepared(deps, p);
}

/**
 * Checks every id the body refers to against the unit as stored: learning objects and sections to update or
 * delete, files to attach (not attached yet, or already this owner's), files to detach, and files to give a
 * title (this unit's, or attached by this body, and not detached by it).
 */
function checkReferences(
  body: UnitInput,
  los: q.LearningObjectRow[],
  sections: q.SectionRow[],
  media: Map<number, q.MediaRow>,
): Errors {
  const errors: Errors = {};
  const loIds = new Set(los.map((lo) => lo.id));
  const sectionById = new Map(sections.map((s) => [s.id, s]));
  const listedLos = new Set<number>();
  const listedSections = new Set<number>();
  const attached = new Set<number>();
  const checkMedia = (field: string, ids: number[], type: string, ownerId: number | undefined) => {
    for (const id of ids) {
      const row = media.get(id);
      const free = row && row.model_type === null;
      const own = row && ownerId !== undefined && row.model_type === type && row.model_id === ownerId;
      if ((!free && !own) || attached.has(id)) addError(errors, field, 'validation.unknownMedia');
      attached.add(id);
    }
  };
  body.learning_objects.forEach((lo, i) => {
    if (lo.id !== undefined) {
      if (!loIds.has(lo.id) || listedLos.has(lo.id))
        addError(errors, `learning_objects.${i}.id`, 'validation.unknownItem');
      listedLos.add(lo.id);
    }
    checkMedia(`learning_objects.${i}.media_ids`, lo.media_ids, 'learning_object', lo.id);
    lo.sections.forEach((section, j) => {
      if (section.id !== undefined) {
        const stored = sectionById.get(section.id);
        if (
          !stored ||
          lo.id === undefined ||
          stored.learning_object_id !== lo.id ||
          listedSections.has(section.id)
        ) {
          addError(errors, `learning_objects.${i}.sections.${j}.id`, 'validation.unknownItem');
        }
        listedSections.add(section.id);
      }
      checkMedia(`learning_objects.${i}.sections.${j}.media_ids`, section.media_ids, 'section', section.id);
    });
  });
  for (const id of body.deleted_learning_objects) {
    if (!loIds.has(id) || listedLos.has(id))
      addError(errors, 'deleted_learning_objects', 'validation.unknownItem');
  }
  for (const id of body.deleted_sections) {
    if (!sectionById.has(id) || listedSections.has(id))
      addError(errors, 'deleted_sections', 'validation.unknownItem');
  }
  const ours = (id: number) => {
    const row = media.get(id);
    return (
      !!row &&
      ((row.model_type === 'learning_object' && loIds.has(row.model_id!)) ||
        (row.model_type === 'section' && sectionById.has(row.model_id!)))
    );
  };
  for (const id of body.deleted_media) {
    if (!ours(id) || attached.has(id)) addError(errors, 'deleted_media', 'validation.unknownMedia');
  }
  const detached = new Set(body.deleted_media);
  const titled = new Set<number>();
  body.media_titles.forEach(({ id }, k) => {
    if ((!ours(id) && !attached.has(id)) || detached.has(id) || titled.has(id))
      addError(errors, `media_titles.${k}.id`, 'validation.unknownMedia');
    titled.add(id);
  });
  return errors;
}

/**
 * The live items a body left out go after the `listed` ones (which hold positions 0..listed.length-1), in
 * their stored order (`live` comes sorted by position): the moves of those whose position changes.
 */
function unlistedMoves(listed: number[], live: { id: number; position: number }[]) {
  const taken = new Set(listed);
  return live
    .filter((item) => !taken.has(item.id))
    .map((item, k) => ({ id: item.id, from: item.position, position: listed.length + k }))
    .filter((move) => move.from !== move.position);
}

/** Soft-deletes the learning objects, and deletes the sections and media, the body removes; the media rows removed. */
async function removeDeleted(
  trx: Database,
  body: UnitInput,
  media: Map<number, MediaRow>,
  now: string,
): Promise<MediaRow[]> {
  await q.softDeleteLearningObjects(trx, body.deleted_learning_objects, now);
  const removedById = new Map<number, MediaRow>();
  for (const m of await q.mediaOfOwners(trx, [{ type: 'section', ids: body.deleted_sections }]))
    removedById.set(m.id, m);
  for (const id of body.deleted_media) removedById.set(id, media.get(id)!);
  const removed = [...removedById.values()];
  await q.deleteMediaRowsByIds(
    trx,
    removed.map((m) => m.id),
  );
  await q.deleteSections(trx, body.deleted_sections);
  return removed;
}

type AttachFiles = (type: string, ownerId: number, files: PreparedUpload[], ids: number[]) => Promise<void>;

/**
 * Attaches new uploads and earlier media to a learning object or a section, after the media it already has: each
 * owner's next position is read once for the whole body, then counted on.
 */
async function mediaAttacher(trx: Database, loIds: number[], sectionIds: number[]): Promise<AttachFiles> {
  const next = async (type: 'learning_object' | 'section', ids: number[]) =>
    [...(await q.nextMediaPositions(trx, type, ids)).entries()].map(
      ([id, p]) => [`${type}:${id}`, p] as const,
    );
  const mediaPositions = new Map<string, number>([
    ...(await next('learning_object', loIds)),
    ...(await next('section', sectionIds)),
  ]);
  return async (type, ownerId, files, ids) => {
    const key = `${type}:${ownerId}`;
    let position = mediaPositions.get(key) ?? 0;
    for (const p of files) {
      await insertPrepared(trx, {
        ...p,
        values: { ...p.values, model_type: type, model_id: ownerId, position: position++ },
      });
    }
    for (const id of ids) await q.attachMedia(trx, id, type, ownerId, position++);
    mediaPositions.set(key, position);
  };
}

/**
 * Writes the sections of the body's learning object `i` (stored as `loId`) in the body's order; the live
 * sections the body left out go after them.
 */
async function writeSections(
  trx: Database,
  write: { loId: number; i: number; sections: UnitInput['learning_objects'][number]['sections'] },
  stored: q.SectionRow[],
  prepared: PreparedFiles,
  attachFiles: AttachFiles,
  now: string,
) {
  const { loId, i } = write;
  const listedSections: number[] = [];
  for (const [j, section] of write.sections.entries()) {
    const sectionValues = {
      title: section.title,
      description: section.description,
      duration: section.duration,
      has_quiz: section.has_quiz ? 1 : 0,
      ...(section.external_url !== undefined ? { external_url: section.external_url } : {}),
      ...(section.external_url_title !== undefined ? { external_url_title: section.external_url_title } : {}),
      position: j,
      updated_at: now,
    };
    let sectionId: number;
    if (section.id !== undefined) {
      sectionId = section.id;
      await q.updateSection(trx, sectionId, sectionValues);
    } else {
      sectionId = (
        await q.insertSection(trx, { ...sectionValues, learning_object_id: loId, created_at: now })
      ).id;
    }
    listedSections.push(sectionId);
    await attachFiles('section', sectionId, prepared.get(sectionKey(i, j)) ?? [], section.media_ids);
  }
  await q.movePositions(trx, 'sections', unlistedMoves(listedSections, stored), now);
}

/** Writes the learning objects, sections and files of the body into `unit`; returns the media rows removed. */
export async function applyBody(
  trx: Database,
  unit: q.UnitRow,
  body: UnitInput,
  prepared: PreparedFiles,
  now: string,
): Promise<MediaRow[]> {
  const los = await q.liveLearningObjects(trx, [unit.id]);
  const sections = await q.sectionsOf(
    trx,
    los.map((lo) => lo.id),
  );
  const referenced = [
    ...body.deleted_media,
    ...body.learning_objects.flatMap((lo) => [...lo.media_ids, ...lo.sections.flatMap((s) => s.media_ids)]),
    ...body.media_titles.map((m) => m.id),
  ];
  const media = new Map((await q.mediaByIds(trx, [...new Set(referenced)])).map((m) => [m.id, m]));
  const errors = checkReferences(body, los, sections, media);
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const removed = await removeDeleted(trx, body, media, now);
  const attachFiles = await mediaAttacher(
    trx,
    los.map((lo) => lo.id),
    sections.map((s) => s.id),
  );

  // The order of the body is the order of the unit: listed learning objects first, in the body's order.
  const deletedSections = new Set(body.deleted_sections);
  const listedLos: number[] = [];
  for (const [i, lo] of body.learning_objects.entries()) {
    const values = {
      title: lo.title,
      type: lo.type,
      ...(lo.summary !== undefined ? { summary: lo.summary } : {}),
      position: i,
      updated_at: now,
    };
    let loId: number;
    if (lo.id !== undefined) {
      loId = lo.id;
      await q.updateLearningObject(trx, loId, values);
    } else {
      loId = (await q.insertLearningObject(trx, { ...values, unit_id: unit.id, created_at: now })).id;
    }
    listedLos.push(loId);
    await attachFiles('learning_object', loId, prepared.get(loKey(i)) ?? [], lo.media_ids);
    const stored = sections.filter((s) => s.learning_object_id === loId && !deletedSections.has(s.id));
    await writeSections(trx, { loId, i, sections: lo.sections }, stored, prepared, attachFiles, now);
  }
  const deletedLos = new Set(body.deleted_learning_objects);
  await q.movePositions(
    trx,
    'learning_objects',
    unlistedMoves(
      listedLos,
      los.filter((lo) => !deletedLos.has(lo.id)),
    ),
    now,
  );

  for (const { id, title } of body.media_titles) await q.setMediaTitle(trx, id, title ?? null);
  return removed;
}

export async function writeWithFiles(
  deps: UnitDeps,
  body: UnitInput,
  actor: Actor,
  write: (
    trx: Database,
    prepared: PreparedFiles,
    now: string,
  ) => Promise<{ unitId: number; removed: MediaRow[] }>,
): Promise<number> {
  const prepared = await prepareFiles(deps, body, actor.id);
  const now = new Date().toISOString();
  let outcome: { unitId: number; removed: MediaRow[] };
  try {
    outcome = await deps.db.transaction().execute((trx) => write(trx, prepared, now));
  } catch (err) {
    await discardAll(deps, [...prepared.values()].flat());
    throw err;
  }
  await deleteMediaFiles(deps, outcome.removed);
  return outcome.unitId;
}
