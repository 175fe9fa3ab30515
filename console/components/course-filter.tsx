import { inputClass, labelClass } from './styles';

/** A filter form's course choice: every course the server offers, or All. */
export function CourseFilter({
  courses,
  value,
  className = '',
}: {
  courses: readonly { slug: string; title: string }[];
  value: string | undefined;
  className?: string;
}) {
  return (
    <label className={`${labelClass} ${className}`.trim()}>
      Course
      <select name="course" defaultValue={value ?? ''} className={inputClass}>
        <option value="">All</option>
        {courses.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.title}
          </option>
        ))}
      </select>
    </label>
  );
}
