// The add/edit course form: its values as the inputs hold them, the docs/design/product.md §5 rules (from the shared
// course schema), and the conversions from a stored course and to the create/update body.
import { courseFields, courseRuleIssues, type PostTestRule, postTestRules } from '@parcours/shared';
import dayjs from 'dayjs';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { thumbnailLink } from '../../../shared/format/media';
import type { CourseItem } from '../api/listCourses';
import type { CoursePayload } from '../api/saveCourse';

export interface PickedUser {
  id: number;
  label: string;
}

export interface CourseFormValues {
  title: string;
  description: string;
  category_id: string;
  subcategory_id: string;
  language: string;
  is_paid: '' | 'true' | 'false';
  price: string;
  discount: string;
  facilitator: string;
  is_public: '' | 'true' | 'false';
  selected_users: PickedUser[];
  teaching_type: '' | 'online' | 'on_place';
  link: string;
  latitude: string;
  longitude: string;
  /** datetime-local values, in the admin's own time zone */
  start_time: string;
  end_time: string;
  is_sequential: boolean;
  /** The course content waits for the pretest (docs/design/adaptive.md §2). */
  content_requires_pretest: boolean;
  /** Completing needs every required learning object's quiz passed. */
  completion_requires_quizzes: boolean;
  post_test_rule: PostTestRule;
  /** Publishing checks media for visual and verbal learners on every learning object (docs/design/product.md §4). */
  adapts_media: boolean;
  /** A paid course's learners wait for an admin to mark their payment received (docs/design/product.md §4). */
  payment_confirmation: boolean;
  /** The uploaded cover's signed link, to show it again after a reload (not sent). */
  cover_link: string;
}

export const emptyCourseForm: CourseFormValues = {
  title: '',
  description: '',
  category_id: '',
  subcategory_id: '',
  language: '',
  is_paid: '',
  price: '',
  discount: '',
  facilitator: '',
  is_public: '',
  selected_users: [],
  teaching_type: '',
  link: '',
  latitude: '',
  longitude: '',
  start_time: '',
  end_time: '',
  is_sequential: false,
  content_requires_pretest: true,
  completion_requires_quizzes: true,
  post_test_rule: 'first',
  adapts_media: false,
  payment_confirmation: false,
  cover_link: '',
};

/** A datetime-local value (local time) as ISO UTC; null when empty or unreadable. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : null;
}

export function isoToLocal(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : '';
}

const localTime = z
  .string()
  .refine((v) => v === '' || localToIso(v) !== null, 'validation.invalidValue')
  .transform((v) => localToIso(v));

export const courseFormSchema = courseFields
  .pick({
    title: true,
    description: true,
    category_id: true,
    subcategory_id: true,
    language: true,
    is_paid: true,
    price: true,
    discount: true,
    facilitator: true,
    is_public: true,
    teaching_type: true,
    latitude: true,
    longitude: true,
    is_sequential: true,
  })
  .extend({
    link: z.string().trim(),
    selected_users: z.array(z.object({ id: z.number(), label: z.string() })),
    start_time: localTime,
    end_time: localTime,
    cover_link: z.string(),
    content_requires_pretest: z.boolean(),
    completion_requires_quizzes: z.boolean(),
    post_test_rule: z.enum(postTestRules),
    adapts_media: z.boolean(),
    payment_confirmation: z.boolean(),
  })
  .superRefine(
    (v, ctx) => {
      const link = v.link === '' ? null : v.link;
      if (v.teaching_type === 'online' && link && !/^https?:\/\/[^\s]+$/i.test(link)) {
        ctx.addIssue({ code: 'custom', path: ['link'], message: 'validation.linkInvalid' });
      }
      const issues = courseRuleIssues({
        ...v,
        link,
        selected_user_ids: (v.selected_users ?? []).map((u) => u.id),
      });
      for (const issue of issues) {
        const path = issue.path === 'selected_user_ids' ? 'selected_users' : issue.path;
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    },
    // also when other fields failed, so every message of a step shows at once
    { when: () => true },
  );
export type CourseFormOutput = z.output<typeof courseFormSchema>;
export type CourseForm = UseFormReturn<CourseFormValues, unknown, CourseFormOutput>;
export type CourseFormControl = CourseForm['control'];

/** The shared form helpers take a form whose output is its input; they only read and set input values. */
export function plainForm(form: CourseForm): UseFormReturn<CourseFormValues> {
  return form as unknown as UseFormReturn<CourseFormValues>;
}

/** The fields each wizard step validates before the next one opens. */
export const stepFields: (keyof CourseFormValues)[][] = [
  ['title', 'description', 'category_id', 'subcategory_id', 'language'],
  ['is_paid', 'price', 'discount', 'payment_confirmation', 'facilitator', 'is_public', 'selected_users'],
  [
    'teaching_type',
    'link',
    'latitude',
    'longitude',
    'start_time',
    'end_time',
    'is_sequential',
    'content_requires_pretest',
    'completion_requires_quizzes',
    'post_test_rule',
    'adapts_media',
  ],
  [],
  [],
];

export function stepOfField(name: string): number {
  const key = name === 'selected_user_ids' ? 'selected_users' : name;
  const index = stepFields.findIndex((fields) => (fields as string[]).includes(key));
  return index === -1 ? 0 : index;
}

/** The create/update body: fields that do not apply to the choices made are cleared. */
export function toCoursePayload(v: CourseFormOutput, temporaryId: string | null): CoursePayload {
  const onPlace = v.teaching_type === 'on_place';
  return {
    title: v.title,
    description: v.description,
    categoryId: v.category_id,
    subcategoryId: v.subcategory_id,
    language: v.language,
    isPaid: v.is_paid,
    price: v.is_paid ? v.price : null,
    discount: v.is_paid ? v.discount : null,
    facilitator: v.facilitator,
    isPublic: v.is_public,
    selectedUserIds: v.is_public ? [] : v.selected_users.map((u) => u.id),
    teachingType: v.teaching_type,
    link: onPlace ? null : v.link || null,
    latitude: onPlace ? v.latitude : null,
    longitude: onPlace ? v.longitude : null,
    startTime: v.start_time,
    endTime: v.end_time,
    isSequential: v.is_sequential,
    contentRequiresPretest: v.content_requires_pretest,
    completionRequiresQuizzes: v.completion_requires_quizzes,
    postTestRule: v.post_test_rule,
    adaptsMedia: v.adapts_media,
    paymentConfirmation: v.is_paid ? v.payment_confirmation : false,
    temporaryId,
  };
}

const flag = (n: number): 'true' | 'false' => (n ? 'true' : 'false');
const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function courseToForm(course: CourseItem): CourseFormValues {
  const cover = course.media.find((m) => m.mimeType.startsWith('image/'));
  return {
    title: course.title,
    description: course.description,
    category_id: String(course.category.id),
    subcategory_id: course.subcategory ? String(course.subcategory.id) : '',
    language: course.language,
    is_paid: flag(course.isPaid),
    price: course.isPaid ? text(course.price) : '',
    discount: course.isPaid ? text(course.discount) : '',
    facilitator: course.facilitator,
    is_public: flag(course.isPublic),
    selected_users: (course.selectedUserIds ?? []).map((id) => ({ id, label: `#${id}` })),
    teaching_type: course.teachingType === 'on_place' ? 'on_place' : 'online',
    link: course.link ?? '',
    latitude: text(course.latitude),
    longitude: text(course.longitude),
    start_time: isoToLocal(course.startTime),
    end_time: isoToLocal(course.endTime),
    is_sequential: Boolean(course.isSequential),
    content_requires_pretest: Boolean(course.contentRequiresPretest),
    completion_requires_quizzes: Boolean(course.completionRequiresQuizzes),
    post_test_rule: course.postTestRule,
    adapts_media: Boolean(course.adaptsMedia),
    payment_confirmation: Boolean(course.paymentConfirmation),
    cover_link: thumbnailLink(cover) ?? '',
  };
}
