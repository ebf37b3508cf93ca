import { describe, expect, it } from 'vitest';
import { initI18n, translateMessage } from '../../../i18n';
import { camelizeKeys, snakifyKeys } from '../../../shared/http';
import { wireIssues } from '../../../shared/ui/form';
import type { CourseItem } from '../api/listCourses';
import {
  type CourseFormOutput,
  type CourseFormValues,
  courseFormSchema,
  courseToForm,
  emptyCourseForm,
  isoToLocal,
  localToIso,
  stepOfField,
  toCoursePayload,
} from './courseForm';

const complete: CourseFormValues = {
  ...emptyCourseForm,
  title: 'Algorithms',
  description: 'Sorting and searching',
  categoryId: '3',
  subcategoryId: '5',
  language: 'en',
  isPaid: 'true',
  price: '120',
  discount: '10',
  facilitator: 'Dr. Amal',
  isPublic: 'false',
  selectedUsers: [{ id: 9, label: 'Sami' }],
  teachingType: 'on_place',
  latitude: '36.8',
  longitude: '10.18',
  link: 'https://example.org/old',
  startTime: '2030-03-01T09:30',
  endTime: '2030-03-02T12:00',
};

async function messages(values: CourseFormValues) {
  await initI18n('en');
  return Object.fromEntries(
    Object.entries(wireIssues(courseFormSchema, values)).map(([name, message]) => [
      name,
      translateMessage(message),
    ]),
  );
}

/** The checked values as the form's resolver gives them (the schema checks the wire names). */
const parse = (values: CourseFormValues) =>
  camelizeKeys<CourseFormOutput>(courseFormSchema.parse(snakifyKeys(values)));

describe('course form rules', () => {
  it('gives every docs/design/product.md §5 message of an empty form', async () => {
    expect(await messages(emptyCourseForm)).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      categoryId: 'Category is required',
      language: 'Language is required',
      isPaid: 'Paid is required',
      facilitator: 'Facilitator is required',
      isPublic: 'Public is required',
      teachingType: 'Teaching type is required',
    });
  });

  it('asks for price, discount, users and link when the choices need them', async () => {
    const found = await messages({
      ...complete,
      price: '',
      discount: '',
      selectedUsers: [],
      teachingType: 'online',
      link: '',
    });
    expect(found).toMatchObject({
      price: 'Price is required',
      discount: 'Discount is required',
      selectedUsers: 'You have to select users',
      link: 'Link is required',
    });
  });

  it('refuses an end before the start', async () => {
    const found = await messages({ ...complete, endTime: '2030-02-01T09:00' });
    expect(Object.keys(found)).toEqual(['endTime']);
  });

  it('builds the body: times in UTC, fields of other choices cleared', () => {
    const parsed = parse(complete);
    const body = toCoursePayload(parsed, 'course-new-abc');
    expect(body).toMatchObject({
      categoryId: 3,
      subcategoryId: 5,
      isPaid: true,
      price: 120,
      discount: 10,
      isPublic: false,
      selectedUserIds: [9],
      teachingType: 'on_place',
      latitude: 36.8,
      longitude: 10.18,
      link: null,
      startTime: localToIso('2030-03-01T09:30'),
      temporaryId: 'course-new-abc',
    });
    const free = toCoursePayload(
      parse({
        ...complete,
        isPaid: 'false',
        isPublic: 'true',
        teachingType: 'online',
        link: 'https://meet.example/x',
      }),
      null,
    );
    expect(free).toMatchObject({
      price: null,
      discount: null,
      selectedUserIds: [],
      latitude: null,
      link: 'https://meet.example/x',
    });
  });

  it('fills the form back from a stored course', () => {
    const iso = localToIso('2030-03-01T09:30') as string;
    expect(isoToLocal(iso)).toBe('2030-03-01T09:30');
    const course = {
      id: 1,
      title: 'Algorithms',
      description: 'd',
      category: { id: 3, title: 'C' },
      subcategory: null,
      language: 'fr',
      isPaid: 0,
      price: 0,
      discount: 0,
      facilitator: 'F',
      isPublic: 1,
      teachingType: 'online',
      latitude: null,
      longitude: null,
      link: 'https://x.test',
      startTime: iso,
      endTime: null,
      isSequential: 1,
      media: [],
      selectedUserIds: [],
    } as unknown as CourseItem;
    expect(courseToForm(course)).toMatchObject({
      categoryId: '3',
      subcategoryId: '',
      isPaid: 'false',
      isPublic: 'true',
      teachingType: 'online',
      startTime: '2030-03-01T09:30',
      isSequential: true,
    });
  });

  it('finds the step of a field', () => {
    expect(stepOfField('title')).toBe(0);
    expect(stepOfField('selectedUserIds')).toBe(1);
    expect(stepOfField('latitude')).toBe(2);
  });
});
