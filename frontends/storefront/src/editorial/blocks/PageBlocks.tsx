import { useId } from 'react';
import { Link } from 'react-router-dom';
import { deferred } from '../../layout/deferred';
import { useLocalePath } from '../../locale';
import { safeUrl } from '../fields';
import { CardGridBlock } from './CardGridBlock';
import { cardCount, type PageBlock } from './page-blocks';
import './blocks.css';

// Forms in a page: server-rendered in full, hydrated once their chunk (Formik, the Yup schemas) arrives
// after the page is live (layout/deferred.tsx), so an editorial page's first download does without them.
const ContactForm = deferred(async () => (await import('../../forms/ContactPage')).ContactForm);
const NewsletterSignup = deferred(async () => (await import('../../forms/NewsletterSignup')).NewsletterSignup);

/** A link of a block: a site path goes through the router (and the language prefix), a full URL opens as is. */
function BlockLink({ href, className, children }: { href: string; className?: string; children: string }) {
  const localePath = useLocalePath();
  const url = safeUrl(href);
  if (!url) return null;
  return url.startsWith('/') ? (
    <Link className={className} to={localePath(url)}>
      {children}
    </Link>
  ) : (
    <a className={className} href={url} rel="noopener">
      {children}
    </a>
  );
}

function Block({ block, first }: { block: PageBlock; first: boolean }) {
  const headingId = useId();
  switch (block.type) {
    case 'Hero': {
      const { title, subtitle, imageUrl, buttonLabel, buttonLink } = block.props;
      const image = safeUrl(imageUrl);
      return (
        <section
          className={`block-hero${image ? ' block-hero--image' : ''}`}
          style={image ? { backgroundImage: `url("${image.replace(/["\\]/g, '')}")` } : undefined}
          aria-labelledby={headingId}
        >
          <h2 id={headingId}>{title}</h2>
          {subtitle && <p className="block-hero__subtitle">{subtitle}</p>}
          {buttonLabel && buttonLink && (
            <BlockLink className="button" href={buttonLink}>
              {buttonLabel}
            </BlockLink>
          )}
        </section>
      );
    }
    case 'Text':
      // Sanitized by the cms on save.
      return <div className="content-body block-text" dangerouslySetInnerHTML={{ __html: block.props.text }} />;
    case 'Image': {
      const url = safeUrl(block.props.url);
      if (!url) return null;
      return (
        <figure className="block-image">
          <img src={url} alt={block.props.alt ?? ''} loading={first ? 'eager' : 'lazy'} />
          {block.props.caption && <figcaption>{block.props.caption}</figcaption>}
        </figure>
      );
    }
    case 'Gallery':
      return (
        <ul className="block-gallery">
          {block.props.images.map((image, i) => {
            const url = safeUrl(image.url);
            return url ? (
              <li key={i}>
                <img src={url} alt={image.alt ?? ''} loading="lazy" />
              </li>
            ) : null;
          })}
        </ul>
      );
    case 'CardGrid':
      return (
        <section className="block-cards" aria-labelledby={block.props.title ? headingId : undefined}>
          {block.props.title && <h2 id={headingId}>{block.props.title}</h2>}
          <CardGridBlock source={block.props.source} contentType={block.props.contentType} count={cardCount(block.props.count)} />
        </section>
      );
    case 'CallToAction':
      return (
        <section className="block-cta" aria-labelledby={headingId}>
          <h2 id={headingId}>{block.props.title}</h2>
          {block.props.text && <p>{block.props.text}</p>}
          <BlockLink className="button" href={block.props.buttonLink}>
            {block.props.buttonLabel}
          </BlockLink>
        </section>
      );
    case 'FAQ':
      return (
        <section className="block-faq" aria-labelledby={block.props.title ? headingId : undefined}>
          {block.props.title && <h2 id={headingId}>{block.props.title}</h2>}
          {block.props.items.map((item, i) => (
            <details key={i}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      );
    case 'Form':
      return (
        <section className="block-form" aria-labelledby={block.props.title ? headingId : undefined}>
          {block.props.title && <h2 id={headingId}>{block.props.title}</h2>}
          {block.props.form === 'newsletter' ? <NewsletterSignup /> : <ContactForm kind={block.props.form === 'join-us' ? 'JOIN_US' : 'CONTACT'} />}
        </section>
      );
    default:
      return null;
  }
}

/** A page built with the page builder: its blocks in order, server-rendered (no Puck on the storefront). */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <div className="page-blocks" data-testid="page-blocks">
      {blocks.map((block, i) => (
        <div key={i} className="page-block" data-block={block.type}>
          <Block block={block} first={i === 0} />
        </div>
      ))}
    </div>
  );
}
