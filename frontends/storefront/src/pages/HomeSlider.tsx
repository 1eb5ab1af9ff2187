import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE_SLIDER } from '../layout/branding.graphql';
import '../layout/branding.css';
import { useLanguage, useLocalePath } from '../locale';

/** Time on each slide while it plays. */
const ROTATION_MS = 7000;

/**
 * The cms `home` slider, server-rendered (first slide), as an accessible carousel (WAI-ARIA APG): a
 * pause/play button first, previous/next and one button per slide, ←/→ on the carousel; it plays only
 * after mount and never when the visitor asks for reduced motion, and stops while hovered or focused.
 * Nothing is shown when the slider has no active slide or the cms does not answer.
 */
export function HomeSlider() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const { data } = useQuery(SITE_SLIDER, { variables: { code: 'home' }, errorPolicy: 'all' });
  const slides = data?.slider?.slides ?? [];
  const [current, setCurrent] = useState(0);
  // Off on the server and until the browser says motion is welcome.
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const labelId = useId();
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    setPlaying(!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  }, []);
  useEffect(() => {
    if (!playing || held || slides.length < 2) return;
    const timer = window.setTimeout(() => setCurrent((c) => (c + 1) % slides.length), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, current, slides.length]);

  if (!slides.length) return null;
  const index = current % slides.length;
  const go = (to: number) => setCurrent((to + slides.length) % slides.length);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  }
  const text = (fr: string | null | undefined, en: string | null | undefined) => (lang === 'en' && en ? en : fr) ?? null;
  const isExternal = (url: string) => /^https?:\/\//i.test(url);

  return (
    <section
      ref={root}
      className="home-slider"
      aria-roledescription="carousel"
      aria-labelledby={labelId}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node | null) && setHeld(false)}
      data-testid="home-slider"
    >
      <h2 id={labelId} className="visually-hidden">
        {t('homeSlider.label')}
      </h2>
      {/* Announced only when the visitor moves it (not every few seconds while it plays). */}
      <div aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const title = text(slide.title, slide.titleEn);
          const body = text(slide.text, slide.textEn);
          const link = slide.linkUrl;
          return (
            <div
              key={i}
              className="home-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('homeSlider.slide', { n: i + 1, total: slides.length })}
              hidden={i !== index}
              data-testid={`home-slide-${i}`}
            >
              <img className="home-slider__image" src={slide.imageUrl} alt="" loading={i === 0 ? 'eager' : 'lazy'} />
              {(title || body || link) && (
                <div className="home-slider__caption">
                  {title && <h3 className="home-slider__title">{title}</h3>}
                  {body && <p className="home-slider__text">{body}</p>}
                  {link &&
                    (isExternal(link) ? (
                      <a className="button button--secondary" href={link} rel="noopener noreferrer">
                        {t('homeSlider.more')}
                        {title && <span className="visually-hidden"> : {title}</span>}
                      </a>
                    ) : (
                      <Link className="button button--secondary" to={localePath(link)}>
                        {t('homeSlider.more')}
                        {title && <span className="visually-hidden"> : {title}</span>}
                      </Link>
                    ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {slides.length > 1 && (
        <div className="home-slider__controls">
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('homeSlider.pause') : t('homeSlider.play')}
            data-testid="home-slider-toggle"
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" onClick={() => go(index - 1)} aria-label={t('homeSlider.previous')} data-testid="home-slider-previous">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={() => go(index + 1)} aria-label={t('homeSlider.next')} data-testid="home-slider-next">
            <span aria-hidden="true">›</span>
          </button>
          <ul className="home-slider__dots">
            {slides.map((_, i) => (
              <li key={i}>
                <button type="button" aria-current={i === index} aria-label={t('homeSlider.goTo', { n: i + 1 })} onClick={() => go(i)}>
                  {i + 1}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
