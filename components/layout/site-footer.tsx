import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>© 2024 Edu Connect Africa. All rights reserved.</p>
      </div>
    </footer>
  );
}
