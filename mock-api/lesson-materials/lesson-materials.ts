import type { CatalogueCourse } from '../catalogue/catalogue';
import type { CourseExtras } from '../catalogue/course-details';

/** A file a lesson carries; its bytes are made on first download (mock-api/lesson-materials/lesson-material-files.ts). */
export interface LessonMaterialRecord {
  id: number;
  courseId: number;
  lessonId: number;
  /** The name the file is saved under (Chinese, with its extension). */
  name: string;
  kind: 'handout' | 'checklist';
  /** What the handout or checklist is about: the chapter's topic. */
  topic: string;
}

/**
 * Every course's materials, from its syllabus alone (no faker, so no other seed moved): the first
 * lesson carries the first chapter's handout (a PDF), each reading lesson (图文) a checklist (a text
 * file). Ids run through the catalogue in course order.
 */
export function generateLessonMaterials(
  courses: readonly CatalogueCourse[],
  extras: ReadonlyMap<number, CourseExtras>,
): LessonMaterialRecord[] {
  const materials: LessonMaterialRecord[] = [];
  for (const course of courses) {
    const chapters = extras.get(course.id)?.chapters ?? [];
    const first = chapters[0]?.lessons[0];
    const topicOf = (title: string) => title.replace(/^第\d+章\s*/, '');
    if (first) {
      const topic = topicOf(chapters[0]!.title);
      materials.push({
        id: materials.length + 1,
        courseId: course.id,
        lessonId: first.id,
        name: `${topic}讲义.pdf`,
        kind: 'handout',
        topic,
      });
    }
    for (const chapter of chapters) {
      for (const lesson of chapter.lessons) {
        if (lesson.kind !== 3) continue;
        const topic = topicOf(chapter.title);
        materials.push({
          id: materials.length + 1,
          courseId: course.id,
          lessonId: lesson.id,
          name: `${topic}检查清单.txt`,
          kind: 'checklist',
          topic,
        });
      }
    }
  }
  return materials;
}
