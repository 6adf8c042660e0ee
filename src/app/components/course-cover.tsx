import type { Course } from '#shared/api/courses.ts';
import { PICTURE_SIZE } from '#shared/content/course-content.ts';

/**
 * A course's own picture on its card (the first picture of its material). Decoration beside the
 * title, so no alternative text; its size is reserved so the list does not shift as it loads.
 */
export function CourseCover({ course, eager = false }: { course: Pick<Course, 'image'>; eager?: boolean }) {
  if (!course.image) return null;
  return (
    <img
      className="course-cover"
      src={course.image}
      alt=""
      width={PICTURE_SIZE.width}
      height={PICTURE_SIZE.height}
      // Cards in view at once load at once; the ones further down wait for scrolling.
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}
