// Language and exam preparation courses (spec section 2, language pages; section 9, exam facts).
// No hours or module counts are given for this group, so durations are described qualitatively.
import { businessCommunicationCourse } from './business-communication-course';
import { businessEnglishCourse } from './business-english-course';
import { advancedEnglishConversationCourse } from './advanced-english-conversation-course';
import { spokenEnglishTrainingCourse } from './spoken-english-training-course';
import { businessPresentationSkills } from './business-presentation-skills';
import { businessWritingCourse } from './business-writing-course';
import { businessGrammarCourse } from './business-grammar-course';
import { ieltsPreparationTrainingCourse } from './ielts-preparation-training-course';
import { satTrainingCourse } from './sat-training-course';
import { toeflCourse } from './toefl-course';
import { spokenArabicCourse } from './spoken-arabic-course';
import type { Course } from '../types';

export const languageCourses: Course[] = [
  businessCommunicationCourse,
  businessEnglishCourse,
  advancedEnglishConversationCourse,
  spokenEnglishTrainingCourse,
  businessPresentationSkills,
  businessWritingCourse,
  businessGrammarCourse,
  ieltsPreparationTrainingCourse,
  satTrainingCourse,
  toeflCourse,
  spokenArabicCourse,
];
