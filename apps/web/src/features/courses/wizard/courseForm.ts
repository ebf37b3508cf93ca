// The add/edit course form: its values as the inputs hold them, the docs/design/product.md §5 rules (from the shared
// course schema), and the conversions from a stored course and to the create/update body.
import { courseFields, courseRuleIssues, type PostTestRule, postTestRules } from '@parcours/shared';
import dayjs from 'dayjs';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { thumbnailLink } from '../../../shared/format/media';
import type { Camelize } from '../../../shared/http';
import type { CourseItem } from '../api/listCourses';
import type { CoursePayload } from '../api/saveCourse';

export interface PickedUser {
  id: number;
  label: string;
}

export interface CourseFormValues {
  title: string;
  description: string;
  categoryId: string;
  subcategoryId: string;
  language: string;
  isPaid: '' | 'true' | 'false';
  price: string;
  discount: string;
  facilitator: string;
  isPublic: '' | 'true' | 'false';
  selectedUsers: PickedUser[];
  teachingType: '' | 'online' | 'on_place';
  link: string;
  latitude: string;
  longitude: string;
  /** datetime-local values, in the admin's own time zone */
  startTime: string;
  endTime: string;
  isSequential: boolean;
  /** The course content waits for the pretest (docs/design/adaptive.md §2). */
  contentRequiresPretest: boolean;
  /** Completing needs every required learning object's quiz passed. */
  completionRequiresQuizzes: boolean;
  postTestRule: PostTestRule;
  /** Publishing checks media for visual and verbal learners on every learning object (docs/design/product.md §4). */
  adaptsMedia: boolean;
  /** A paid course's learners wait for an admin to mark their payment received (docs/design/product.md §4). */
  paymentConfirmation: boolean;
  /** The uploaded cover's signed link, to show it again after a reload (not sent). */
  coverLink: string;
}

export const emptyCourseForm: CourseFormValues = {
  title: '',
  description: '',
  categoryId: '',
  subcategoryId: '',
  language: '',
  isPaid: '',
  price: '',
  discount: '',
  facilitator: '',
  isPublic: '',
  selectedUsers: [],
  teachingType: '',
  link: '',
  latitude: '',
  longitude: '',
  startTime: '',
  endTime: '',
  isSequential: false,
  contentRequiresPretest: true,
  completionRequiresQuizzes: true,
  postTestRule: 'first',
  adaptsMedia: false,
  paymentConfirmation: false,
  coverLink: '',
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
/** The checked values, camelCase (the schema checks them under their wire names, docs/adr/0008-web-speaks-camelcase.md). */
export type CourseFormOutput = Camelize<z.output<typeof courseFormSchema>>;
export type CourseForm = UseFormReturn<CourseFormValues, unknown, CourseFormOutput>;
export type CourseFormControl = CourseForm['control'];

/** The shared form helpers take a form whose output is its input; they only read and set input values. */
export function plainForm(form: CourseForm): UseFormReturn<CourseFormValues> {
  return form as unknown as UseFormReturn<CourseFormValues>;
}

/** The fields each wizard step validates before the next one opens. */
export const stepFields: (keyof CourseFormValues)[][] = [
  ['title', 'description', 'categoryId', 'subcategoryId', 'language'],
  ['isPaid', 'price', 'discount', 'paymentConfirmation', 'facilitator', 'isPublic', 'selectedUsers'],
  [
    'teachingType',
    'link',
    'latitude',
    'longitude',
    'startTime',
    'endTime',
    'isSequential',
    'contentRequiresPretest',
    'completionRequiresQuizzes',
    'postTestRule',
    'adaptsMedia',
  ],
  [],
  [],
];

export function stepOfField(name: string): number {
  const key = name === 'selectedUserIds' ? 'selectedUsers' : name;
  const index = stepFields.findIndex((fields) => (fields as string[]).includes(key));
  return index === -1 ? 0 : index;
}

/** The create/update body: fields that do not apply to the choices made are cleared. */
export function toCoursePayload(v: CourseFormOutput, temporaryId: string | null): CoursePayload {
  const onPlace = v.teachingType === 'on_place';
  return {
    title: v.title,
    description: v.description,
    categoryId: v.categoryId,
    subcategoryId: v.subcategoryId,
    language: v.language,
    isPaid: v.isPaid,
    price: v.isPaid ? v.price : null,
    discount: v.isPaid ? v.discount : null,
    facilitator: v.facilitator,
    isPublic: v.isPublic,
    selectedUserIds: v.isPublic ? [] : v.selectedUsers.map((u) => u.id),
    teachingType: v.teachingType,
    link: onPlace ? null : v.link || null,
    latitude: onPlace ? v.latitude : null,
    longitude: onPlace ? v.longitude : null,
    startTime: v.startTime,
    endTime: v.endTime,
    isSequential: v.isSequential,
    contentRequiresPretest: v.contentRequiresPretest,
    completionRequiresQuizzes: v.completionRequiresQuizzes,
    postTestRule: v.postTestRule,
    adaptsMedia: v.adaptsMedia,
    paymentConfirmation: v.isPaid ? v.paymentConfirmation : false,
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
    categoryId: String(course.category.id),
    subcategoryId: course.subcategory ? String(course.subcategory.id) : '',
    language: course.language,
    isPaid: flag(course.isPaid),
    price: course.isPaid ? text(course.price) : '',
    discount: course.isPaid ? text(course.discount) : '',
    facilitator: course.facilitator,
    isPublic: flag(course.isPublic),
    selectedUsers: (course.selectedUserIds ?? []).map((id) => ({ id, label: `#${id}` })),
    teachingType: course.teachingType === 'on_place' ? 'on_place' : 'online',
    link: course.link ?? '',
    latitude: text(course.latitude),
    longitude: text(course.longitude),
    startTime: isoToLocal(course.startTime),
    endTime: isoToLocal(course.endTime),
    isSequential: Boolean(course.isSequential),
    contentRequiresPretest: Boolean(course.contentRequiresPretest),
    completionRequiresQuizzes: Boolean(course.completionRequiresQuizzes),
    postTestRule: course.postTestRule,
    adaptsMedia: Boolean(course.adaptsMedia),
    paymentConfirmation: Boolean(course.paymentConfirmation),
    coverLink: thumbnailLink(cover) ?? '',
  };
}
