import ui from './section.module.css';

/** A page whose content could not be read: the spec's message, alone in the page's main landmark. */
export function PageError({ text = 'Something went wrong. Please try again later.' }: { text?: string }) {
  return (
    <main id="main">
      <p className={ui.state} role="alert">
        {text}
      </p>
    </main>
  );
}
