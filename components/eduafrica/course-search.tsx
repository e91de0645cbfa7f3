import styles from './eduafrica.module.css';

/**
 * The course search: a plain GET form to the courses page, so it works before any script
 * loads and a search can be shared as a link (?q=).
 */
export function CourseSearch({ defaultValue = '', id = 'course-search' }: { defaultValue?: string; id?: string }) {
  return (
    <form action="/edu-africa/products" method="get" role="search" className={styles.search} aria-label="Courses">
      <label htmlFor={id} className="visually-hidden">
        Search courses
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="What do you want to learn?"
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        Find Courses
      </button>
    </form>
  );
}
