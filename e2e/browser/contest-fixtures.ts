import {
  ApplyAsContestPartnerDocument,
  ContestEditionDocument,
  ContestOverviewDocument,
  RegisterForContestDocument,
  type ContestEditionQuery,
  type ContestEditionSummaryFragment,
} from '../../frontends/storefront/src/gql/graphql';
import type { StubGateway } from './browser';
import { answer, refusal, type Stubbed } from './stubs';

/**
 * The breakfast contest as the storefront sees it through the STUB gateway (services/contest, the winners'
 * establishments resolved by catalog-guide): three editions, the 2026 one open unless a test closes it,
 * and the next one announced for 2027 (1 March 2027, 09:00 in Paris).
 */
type Summary = Stubbed<ContestEditionSummaryFragment>;
type Detail = Stubbed<NonNullable<ContestEditionQuery['contestEdition']>>;
type Winner = Detail['winners'][number];

export const WINNER_ESTABLISHMENT_PATH = '/hotels-restaurants/21/beaune/la-table-ouverte';

const winner = (
  id: string,
  category: Winner['category'],
  rank: number,
  name: string,
  establishmentName: string,
  establishmentPath: string | null = null,
): Winner => ({
  __typename: 'ContestWinner',
  id,
  category,
  rank,
  name,
  establishmentName,
  establishment: establishmentPath ? { __typename: 'Establishment', id: `est-${id}`, path: establishmentPath } : null,
});

const summary = (year: number, fields: Partial<Summary>): Summary => ({
  __typename: 'ContestEdition',
  year,
  open: false,
  opensAt: `${year}-03-01T08:00:00.000Z`,
  closesAt: `${year}-04-30T21:59:00.000Z`,
  theme: null,
  themeEn: null,
  winnersPublishedAt: null,
  ...fields,
});

/** Editions, newest first. Winners are listed out of category order on purpose: the page orders them. */
function editions(open: boolean): Detail[] {
  return [
    {
      ...summary(2026, { open, theme: 'Le petit-déjeuner du terroir', themeEn: 'The farm-to-table breakfast' }),
      rules: 'Le concours est ouvert à tous.\n\nChaque candidat présente un petit-déjeuner complet.\nLe jury note le goût et la présentation.',
      rulesEn: 'The contest is open to all.\n\nEach entrant presents a full breakfast.',
      partners: [
        { __typename: 'ContestPartner', id: 'pa2', name: 'Moulin de la Vallée', logoUrl: null, website: 'https://moulin.example.fr', position: 2 },
        { __typename: 'ContestPartner', id: 'pa1', name: 'Laiterie Dubois', logoUrl: null, website: 'https://laiterie.example.fr', position: 1 },
      ],
      winners: [],
    },
    {
      ...summary(2025, { theme: 'Le brunch gourmand', themeEn: 'The gourmet brunch', winnersPublishedAt: '2025-06-30T10:00:00.000Z' }),
      rules: null,
      rulesEn: null,
      partners: [],
      winners: [
        winner('w5', 'HOTEL_SCHOOL', 1, 'Lycée hôtelier de Dijon', 'Lycée hôtelier de Dijon'),
        winner('w2', 'PROFESSIONAL', 2, 'Paul Martin', 'Boulangerie Martin'),
        winner('w3', 'HOTEL_ESTABLISHMENT', 1, 'Sophie Bernard', 'La Table Ouverte', WINNER_ESTABLISHMENT_PATH),
        winner('w1', 'PROFESSIONAL', 1, 'Claire Dubois', 'Pâtisserie Dubois'),
        winner('w4', 'GENERAL_PUBLIC', 1, 'Marc Petit', 'Chez Marc'),
      ],
    },
    {
      ...summary(2024, { theme: 'Les confitures maison', winnersPublishedAt: '2024-06-30T10:00:00.000Z' }),
      rules: null,
      rulesEn: null,
      partners: [],
      winners: [winner('w6', 'PROFESSIONAL', 1, 'Anne Roux', 'Café Roux')],
    },
  ];
}

const UPCOMING: Summary = summary(2027, { theme: null });

export interface ContestOptions {
  /** Whether the 2026 edition takes registrations (default true). */
  open?: boolean;
  /** Emails already registered (ALREADY_REGISTERED). */
  registered?: string[];
}

export function playContest(gateway: StubGateway, options: ContestOptions = {}) {
  const open = options.open ?? true;
  const all: Detail[] = [{ ...UPCOMING, rules: null, rulesEn: null, partners: [], winners: [] }, ...editions(open)];
  const current = all[1];
  const registered = new Set(options.registered ?? []);
  const toSummary = ({ year, open: isOpen, opensAt, closesAt, theme, themeEn, winnersPublishedAt }: Detail): Summary => ({
    __typename: 'ContestEdition',
    year,
    open: isOpen,
    opensAt,
    closesAt,
    theme,
    themeEn,
    winnersPublishedAt,
  });

  answer(gateway, ContestOverviewDocument, () => ({
    data: {
      contestEditions: all.map(toSummary),
      openContestEdition: open ? toSummary(current) : null,
      upcomingContestEdition: UPCOMING,
    },
  }));
  answer(gateway, ContestEditionDocument, ({ variables }) => {
    const edition = all.find((e) => e.year === variables.year);
    // Visitors see winners once published only.
    return { data: { contestEdition: edition ? { ...edition, winners: edition.winnersPublishedAt ? edition.winners : [] } : null } };
  });
  answer(gateway, RegisterForContestDocument, ({ variables: { input } }) => {
    if (!open) return refusal('CONFLICT', 'closed', { fieldErrors: { edition: 'REGISTRATION_CLOSED' } });
    if (registered.has(input.email)) return refusal('CONFLICT', 'already registered', { fieldErrors: { email: 'ALREADY_REGISTERED' } });
    registered.add(input.email);
    return {
      data: {
        registerForContest: { __typename: 'ContestRegistration', id: `r-${registered.size}`, edition: 2026 },
      },
    };
  });
  answer(gateway, ApplyAsContestPartnerDocument, () => ({ data: { applyAsContestPartner: true } }));
  // The web server's status check (infra/src/web/page-status.ts): its own query, no app document.
  gateway.on('PageStatusContestWinners', (request) => {
    const edition = all.find((e) => e.year === request.variables.year);
    return { data: { contestEdition: edition ? { winnersPublishedAt: edition.winnersPublishedAt } : null } };
  });
}
