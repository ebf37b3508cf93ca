// Wire schemas of categories and sub categories (docs/design/product.md §3, §5 and §7; docs/design/contract.md §1).
import { z } from 'zod';
import { pageQuery, recordId } from './common';
import { mediaItem } from './users';

export const categoryRef = z.object({ id: z.number(), title: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

export const category = z.object({
  id: z.number(),
  title: z.string(),
  /** The category's picture, or null. */
  image: mediaItem.nullable(),
  parent: categoryRef.nullable(),
  children: z.array(categoryRef),
  /**
   * Courses filed under the category or, for a top-level category, under any of its sub categories.
   * Admin and public lists count every course that is not deleted; the learner lists count only the
   * courses that learner can open.
   */
  courses_count: z.number(),
  created_at: z.string(),
});
export type Category = z.infer<typeof category>;

export const categorySorts = ['title', 'created_at'] as const;

/**
 * `GET /api/categories`: top-level categories by default, the sub categories of `parent_id` when given.
 * `search` matches the category's title or the title of one of its sub categories.
 */
export const categoryListQuery = pageQuery.extend({
  sort: z.enum(categorySorts).default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
  parent_id: recordId.optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

/** `GET /api/user/categories` and `GET /api/user/subcategories/{id}`. */
export const learnerCategoryQuery = pageQuery.extend({
  sort: z.enum(categorySorts).default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type LearnerCategoryQuery = z.infer<typeof learnerCategoryQuery>;

const categoryTitle = z
  .string({ error: 'validation.categoryTitleRequired' })
  .trim()
  .min(1, 'validation.categoryTitleRequired')
  .max(150, 'validation.tooLong');

/** An id sent as a form field ('12') or as JSON (12). */
const formId = z.coerce
  .number({ error: 'validation.invalidValue' })
  .int('validation.invalidValue')
  .positive('validation.invalidValue');

/**
 * A sub category line of the category form: a title, and the id of an existing sub category to rename it.
 * An empty title is allowed here: new lines without a title are dropped (docs/design/product.md §5), and renaming an
 * existing sub category to nothing is refused by `updateCategoryBody`.
 */
export const subCategoryLine = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), formId.optional()),
  title: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'validation.subCategoryTitleRequired' }).trim().max(150, 'validation.tooLong'),
  ),
});

/** Forms may send one value where a list is expected. */
const asList = (v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);

export const createCategoryBody = z.object({
  title: categoryTitle,
  subCategories: z.preprocess(asList, z.array(subCategoryLine).max(200, 'validation.tooLong')),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

export const updateCategoryBody = z
  .object({
    title: categoryTitle.optional(),
    subCategories: z.preprocess(asList, z.array(subCategoryLine).max(200, 'validation.tooLong')),
    deletedSubCategories: z.preprocess(asList, z.array(formId).max(200, 'validation.tooLong')),
  })
  .superRefine((v, ctx) => {
    v.subCategories.forEach((line, i) => {
      if (line.id !== undefined && line.title === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['subCategories', i, 'title'],
          message: 'validation.subCategoryTitleRequired',
        });
      }
    });
  });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;
