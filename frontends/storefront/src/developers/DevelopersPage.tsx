import { Link } from 'react-router-dom';
import { useHead } from '../head';
import { useLanguage, useLocalePath } from '../locale';
import { DEVELOPERS_COPY, SECTION_IDS, WEBHOOK_EVENTS } from './content';
import { WEBHOOK_EVENT_FIELDS } from '@guide/vocabulary';
import { DEVELOPERS_PATH, REFERENCE_PATH } from './paths';
import './developers.css';

/** /developers: how partners authenticate, the limits and errors, webhooks and their signature (server-rendered). */
export function DevelopersPage() {
  const lang = useLanguage();
  const localePath = useLocalePath();
  const copy = DEVELOPERS_COPY[lang];
  useHead({ title: copy.title, description: copy.description });
  return (
    <article className="developers" data-testid="developers-page">
      <h1>{copy.title}</h1>
      {copy.intro}
      <nav className="developers__toc" aria-label={copy.title}>
        <ol>
          {SECTION_IDS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{copy.toc[id]}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTION_IDS.map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{copy.toc[id]}</h2>
          {copy.sections[id]}
          {id === 'webhooks' && (
            <table className="developers__events">
              <thead>
                <tr>
                  <th scope="col">{copy.eventTable.event}</th>
                  <th scope="col">{copy.eventTable.when}</th>
                  <th scope="col">{copy.eventTable.data}</th>
                </tr>
              </thead>
              <tbody>
                {WEBHOOK_EVENTS.map((event) => (
                  <tr key={event}>
                    <td>
                      <code>{event}</code>
                    </td>
                    <td>{copy.events[event]}</td>
                    <td>
                      {WEBHOOK_EVENT_FIELDS[event].map((field, i) => (
                        <span key={field}>
                          {i > 0 && ', '}
                          <code>{field}</code>
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {id === 'reference' && (
            <p>
              <Link to={localePath(REFERENCE_PATH)}>{copy.referenceLink}</Link>
            </p>
          )}
        </section>
      ))}
    </article>
  );
}

export { DEVELOPERS_PATH };
