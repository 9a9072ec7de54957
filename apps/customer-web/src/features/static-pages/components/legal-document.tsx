import { useId } from 'react';

export type LegalSection = { title: string; body: string[] };

/** A numbered list of titled sections, for the terms and the privacy policy. */
export function LegalDocument({ updated, sections }: { updated: string; sections: readonly LegalSection[] }) {
  const baseId = useId();
  return (
    <article className="legal">
      <p className="legal__updated">Last updated: {updated}</p>
      <nav aria-label="On this page" className="legal__toc">
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${baseId}-${index}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} id={`${baseId}-${index}`} className="legal__section" aria-labelledby={`${baseId}-${index}-title`}>
          <h2 id={`${baseId}-${index}-title`}>
            <span className="legal__number" aria-hidden="true">
              {index + 1}.
            </span>{' '}
            {section.title}
          </h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
