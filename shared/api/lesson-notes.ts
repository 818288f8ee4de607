import { defineEndpoint } from './define-endpoint';
import { idParamsSchema } from '../schemas/common';
import {
  courseNotesSchema,
  createLessonNoteBodySchema,
  lessonNoteSchema,
  myNoteCoursesSchema,
  noteParamsSchema,
  removedNoteSchema,
  updateLessonNoteBodySchema,
} from '../schemas/lesson-notes';

/** A note on a lesson the learner may not study (not enrolled in a free course, a paid one not bought, not a free preview). */
export const CODE_NOTE_LESSON_LOCKED = 4610;
/** The lesson already holds NOTES_PER_LESSON (100) of the learner's notes. */
export const CODE_NOTES_PER_LESSON = 4611;

export const listCourseNotes = defineEndpoint({
  id: 'lessonNotes.ofCourse',
  method: 'GET',
  path: '/course/:id/notes',
  summary: '我在一门课程里的笔记（需登录，仅本人）：按目录顺序、同一课时按时间点排列；课程不存在 → 404；未登录 → 401',
  params: idParamsSchema,
  data: courseNotesSchema,
  codes: [401, 404],
});

export const listMyNoteCourses = defineEndpoint({
  id: 'lessonNotes.myCourses',
  method: 'GET',
  path: '/user/notes',
  summary: '我记过笔记的课程（需登录）：每门课程的笔记数与最近记录时间，最近的在前；未登录 → 401',
  data: myNoteCoursesSchema,
  codes: [401],
});

export const createLessonNote = defineEndpoint({
  id: 'lessonNotes.create',
  method: 'POST',
  path: '/lesson/notes',
  summary:
    '在课时的某一时间点记笔记（需登录）：内容 1–500 字（去掉首尾空白后；标记按文字保存与显示）；视频课时的时间点在 0 与课时时长之间，图文课时为 0，测验课时不能记笔记 → 400；只能在可学习的课时记（已报名、免费试看，付费课程需已购买）→ 否则 4610；每个课时最多 100 条 → 4611；课时不存在 → 404；未登录 → 401',
  body: createLessonNoteBodySchema,
  data: lessonNoteSchema,
  codes: [400, 401, 404, CODE_NOTE_LESSON_LOCKED, CODE_NOTES_PER_LESSON],
});

export const updateLessonNote = defineEndpoint({
  id: 'lessonNotes.update',
  method: 'PUT',
  path: '/lesson/notes/:noteId',
  summary: '修改我的笔记内容（需登录，仅本人）：内容 1–500 字 → 否则 400；课时已不可学习 → 4610；不是我的或不存在 → 404；未登录 → 401',
  params: noteParamsSchema,
  body: updateLessonNoteBodySchema,
  data: lessonNoteSchema,
  codes: [400, 401, 404, CODE_NOTE_LESSON_LOCKED],
});

export const removeLessonNote = defineEndpoint({
  id: 'lessonNotes.remove',
  method: 'DELETE',
  path: '/lesson/notes/:noteId',
  summary: '删除我的笔记（需登录，仅本人）：不是我的或不存在（含已删除）→ 404；未登录 → 401',
  params: noteParamsSchema,
  data: removedNoteSchema,
  codes: [401, 404],
});
