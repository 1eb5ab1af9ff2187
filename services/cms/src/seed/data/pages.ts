import { blocksToHtml, validateBlocks, type PageBlock } from '../../pages/blocks';

/**
 * The about-us page and its two subpages, in French and in English. The page table has no English
 * columns, so each language is its own page: `qui-sommes-nous` / `about-us` (the storefront's slugs,
 * /tmp/cms-schema.md) with subpages shown at /qui-sommes-nous/{slug} and /en/about-us/{slug}. Sanitized
 * HTML, except `qui-sommes-nous`, built with the page builder's blocks (its body is their text, as the
 * service writes it).
 */
export interface SeedPage {
  slug: string;
  title: string;
  body: string;
  blocks?: PageBlock[];
  metaTitle?: string;
  metaDescription?: string;
}

/** Blocks checked by the service's own rules (a typo fails the seed spec), with the body written from them. */
function builtPage(raw: unknown[]): { blocks: PageBlock[]; body: string } {
  const { blocks, errors } = validateBlocks(JSON.stringify(raw));
  if (Object.keys(errors).length) throw new Error(`Seed page blocks: ${JSON.stringify(errors)}`);
  return { blocks, body: blocksToHtml(blocks) };
}

export const ABOUT_PAGES: SeedPage[] = [
  {
    slug: 'qui-sommes-nous',
    title: 'Qui sommes-nous ?',
    metaTitle: 'Qui sommes-nous ? Le guide des tables et des terroirs',
    metaDescription: 'Un guide indépendant des restaurants, hôtels et producteurs de France : notre équipe, nos inspecteurs et nos engagements.',
    // Built with the page builder: hero, text, a grid of the latest recipes, questions, a call to action.
    ...builtPage([
      {
        type: 'Hero',
        props: {
          title: 'Un guide indépendant des terroirs',
          subtitle:
            'Depuis plus de trente ans, notre guide recense les tables, les hôtels et les producteurs qui font vivre la gastronomie des régions françaises.',
          buttonLabel: 'Rejoindre le mouvement',
          buttonLink: '/rejoindre-le-mouvement',
        },
      },
      {
        type: 'Text',
        props: {
          text: `<h2>Nos engagements</h2><ul><li>Nos inspecteurs voyagent anonymement et paient toutes leurs additions.</li><li>Aucune adresse ne peut acheter sa place dans le guide.</li><li>Chaque fiche est revue au moins tous les deux ans.</li></ul><h2>En savoir plus</h2><p>Découvrez <a href="/qui-sommes-nous/notre-histoire">notre histoire</a> et <a href="/qui-sommes-nous/nos-inspecteurs">nos inspecteurs</a>, ou <a href="/contact">écrivez-nous</a>.</p>`,
        },
      },
      { type: 'CardGrid', props: { title: 'Nos dernières recettes', source: 'contents', contentType: 'recettes', count: 3 } },
      {
        type: 'FAQ',
        props: {
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Comment une adresse entre-t-elle dans le guide ?',
              answer: 'Un inspecteur la visite au moins deux fois, sans se présenter, avant de la recommander.',
            },
            {
              question: 'Une adresse peut-elle payer pour y figurer ?',
              answer: 'Non : aucune place ne s’achète, et nos inspecteurs paient toutes leurs additions.',
            },
            { question: 'Comment proposer une adresse ?', answer: 'Écrivez-nous depuis la page Contact : nos inspecteurs étudient chaque proposition.' },
          ],
        },
      },
      {
        type: 'CallToAction',
        props: {
          title: 'Vous tenez une table ou vous produisez près de chez vous ?',
          text: 'Faites-vous connaître : nos inspecteurs passeront peut-être vous voir.',
          buttonLabel: 'Nous écrire',
          buttonLink: '/contact',
        },
      },
    ]),
  },
  {
    slug: 'notre-histoire',
    title: 'Notre histoire',
    metaDescription: 'Du carnet d’adresses d’un journaliste lyonnais au guide numérique bilingue : l’histoire du guide.',
    body: `<h2>Un carnet d’adresses devenu guide</h2><p>Tout commence en 1991 à Lyon, avec le carnet d’un journaliste gastronomique, Henri Delaunay, qui notait les adresses de ses tournées dans les campagnes. Ses lecteurs le lui réclament : la première édition paraît deux ans plus tard avec 320 adresses.</p><h2>Les grandes étapes</h2><ul><li>1993 : première édition imprimée, Rhône-Alpes et Bourgogne</li><li>2004 : le guide couvre toute la France métropolitaine</li><li>2012 : naissance du concours du meilleur petit-déjeuner</li><li>Aujourd’hui : un site bilingue, des routes gourmandes et plus de 1 800 adresses</li></ul>`,
  },
  {
    slug: 'nos-inspecteurs',
    title: 'Nos inspecteurs',
    metaDescription: 'Quatorze inspecteurs anonymes, formés en cuisine ou en salle, parcourent la France pour le guide.',
    body: `<h2>Quatorze inspecteurs sur les routes</h2><p>Anciens cuisiniers, sommeliers, journalistes ou maîtres d’hôtel, nos inspecteurs parcourent chacun une région. Ils réservent sous leur nom, ne se présentent jamais avant l’addition et reviennent au moins deux fois avant de recommander une adresse.</p><h2>Ce qu’ils regardent</h2><ul><li>La qualité et l’origine des produits</li><li>La justesse des cuissons et des assaisonnements</li><li>L’accueil, le service et le rapport qualité-prix</li></ul><p>Vous tenez une table ou vous produisez près de chez vous ? <a href="/contact">Faites-vous connaître</a>.</p>`,
  },
  {
    slug: 'about-us',
    title: 'About us',
    metaTitle: 'About us: the guide to French food and regions',
    metaDescription: 'An independent guide to the restaurants, hotels and producers of France: our team, our inspectors and our commitments.',
    body: `<h2>An independent guide to French regions</h2><p>For more than thirty years our guide has listed the restaurants, hotels and producers that keep the food of France’s regions alive: the village inn as well as the grand house, the cheese ripener as well as the winegrower.</p><h2>Our commitments</h2><ul><li>Our inspectors travel anonymously and pay every bill.</li><li>No address can buy its place in the guide.</li><li>Every listing is reviewed at least every two years.</li></ul><h2>Find out more</h2><p>Read <a href="/en/about-us/our-story">our story</a> and meet <a href="/en/about-us/our-inspectors">our inspectors</a>, or <a href="/en/contact-us">write to us</a>.</p>`,
  },
  {
    slug: 'our-story',
    title: 'Our story',
    metaDescription: 'From a Lyon food writer’s address book to a bilingual online guide: the story of the guide.',
    body: `<h2>An address book that became a guide</h2><p>It all began in Lyon in 1991 with the notebook of a food writer, Henri Delaunay, who jotted down the addresses he found on his trips through the countryside. His readers asked for it: the first edition came out two years later with 320 addresses.</p><h2>Milestones</h2><ul><li>1993: first printed edition, Rhône-Alpes and Burgundy</li><li>2004: the guide covers all of mainland France</li><li>2012: the best breakfast contest is born</li><li>Today: a bilingual website, gourmet routes and more than 1,800 addresses</li></ul>`,
  },
  {
    slug: 'our-inspectors',
    title: 'Our inspectors',
    metaDescription: 'Fourteen anonymous inspectors, trained in the kitchen or the dining room, travel France for the guide.',
    body: `<h2>Fourteen inspectors on the road</h2><p>Former cooks, sommeliers, journalists or head waiters, each of our inspectors covers one region. They book under their own names, never introduce themselves before the bill and come back at least twice before recommending an address.</p><h2>What they look at</h2><ul><li>The quality and origin of the produce</li><li>Accurate cooking and seasoning</li><li>Welcome, service and value for money</li></ul><p>Do you run a restaurant or produce food near you? <a href="/en/contact-us">Get in touch</a>.</p>`,
  },
];
