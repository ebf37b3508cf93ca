// The errors the quizzes module answers with, shared by the builder, the versions and taking quizzes.
import type { MessageKey } from '@parcours/shared';
import { AppError } from '../../app-error';

export const courseNotFound = () => new AppError(404, 'error.courseNotFound');
export const quizNotFound = () => new AppError(404, 'error.quizNotFound');
export const learningObjectNotFound = () => new AppError(404, 'error.learningObjectNotFound');

export function validationError(errors: Record<string, MessageKey[]>) {
  return new AppError(422, 'error.validation', undefined, { errors });
}
