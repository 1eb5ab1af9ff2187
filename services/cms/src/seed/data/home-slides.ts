import type { SlideData } from '@guide/validation';
import { seedMediaUrl } from './shape';

/** The home page's slider (cms sliders/): three slides on the seeded illustrations, leading to editorial sections. */
export const HOME_SLIDES: SlideData[] = [
  {
    imageUrl: seedMediaUrl('routes-gourmandes-0.webp'),
    title: 'Les routes gourmandes',
    titleEn: 'Gourmet routes',
    text: 'Des itinéraires de table en table, de producteur en vigneron, à parcourir le temps d’un week-end.',
    textEn: 'Routes from table to table, from producer to winegrower, to travel over a weekend.',
    linkUrl: '/routes-gourmandes',
    active: true,
  },
  {
    imageUrl: seedMediaUrl('recettes-0.webp'),
    title: 'Les recettes de nos chefs',
    titleEn: 'Our chefs’ recipes',
    text: 'Les plats de saison des tables du guide, expliqués pas à pas pour les refaire chez soi.',
    textEn: 'Seasonal dishes from the guide’s tables, explained step by step to cook at home.',
    linkUrl: '/recettes',
    active: true,
  },
  {
    imageUrl: seedMediaUrl('sejours-et-week-ends-0.webp'),
    title: 'Séjours et week-ends',
    titleEn: 'Stays and weekends',
    text: 'Une bonne table, une belle chambre : nos escapades gourmandes choisies pour vous.',
    textEn: 'A fine table, a lovely room: gourmet getaways chosen for you.',
    linkUrl: '/sejours-et-week-ends',
    active: true,
  },
];
