// What the API answers on the endpoints the learner's pages read, as the shared zod schemas the API's routes
// declare for their 200 answers (apps/api/src/modules/*/routes.ts). The web fake (./fakeApi.ts) parses every
// successful fixture of these endpoints with them, so an API shape change turns the web tests red.
import {
  certificate,
  completedCourse,
  completionWire,
  course,
  courseContent,
  courseGains,
  dataEnvelope,
  enrolledCourse,
  learningPathWire,
  listEnvelope,
  ltiLinkableCourse,
  playerStateWire,
  progressWire,
  quizScore,
  surveyOffer,
  userDashboard,
} from '@parcours/shared';
import { z } from 'zod';

const contract: Array<[method: string, path: RegExp, schema: z.ZodType]> = [
  ['GET', /^\/courses\/\d+$/, dataEnvelope(course)],
  ['GET', /^\/courses\/\d+\/content$/, dataEnvelope(courseContent)],
  ['GET', /^\/user\/dashboard$/, dataEnvelope(userDashboard)],
  ['GET', /^\/user\/survey-offer$/, dataEnvelope(surveyOffer)],
  ['GET', /^\/user\/enrolled-courses$/, listEnvelope(enrolledCourse)],
  ['GET', /^\/user\/completed-courses$/, listEnvelope(completedCourse)],
  ['GET', /^\/user\/courses\/\d+\/path$/, dataEnvelope(learningPathWire)],
  ['GET', /^\/user\/courses\/\d+\/gains$/, dataEnvelope(courseGains)],
  ['GET', /^\/user\/courses\/\d+\/player$/, dataEnvelope(playerStateWire)],
  ['GET', /^\/user\/quiz-scores$/, listEnvelope(quizScore)],
  ['GET', /^\/user\/certificates$/, listEnvelope(certificate)],
  ['POST', /^\/user\/learning-objects\/\d+\/opened$/, dataEnvelope(progressWire)],
  ['GET', /^\/lti\/courses$/, dataEnvelope(z.array(ltiLinkableCourse))],
  ['POST', /^\/lti\/links\/\d+\/course$/, dataEnvelope(z.object({ course_id: z.number().int() }))],
  ['POST', /^\/user\/complete-course\/\d+$/, z.object({ data: completionWire, message: z.string() })],
];

/** The schema of the answer to `method path`, if the contract lists that endpoint. */
export function contractOf(method: string, path: string): z.ZodType | undefined {
  return contract.find(([m, pattern]) => m === method && pattern.test(path))?.[2];
}
