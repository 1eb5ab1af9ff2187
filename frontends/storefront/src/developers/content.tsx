import type { ReactNode } from 'react';
import type { Language } from '@guide/ui';
import { API_LIMITS, WEBHOOK_EVENTS, type WebhookEventName } from './facts';

/**
 * The partners' guide in both languages. It lives in the /developers chunk, not in the storefront's string
 * bundles: every visitor would otherwise download prose only partners read.
 */
export interface DevelopersCopy {
  title: string;
  description: string;
  intro: ReactNode;
  toc: Record<SectionId, string>;
  sections: Record<SectionId, ReactNode>;
  events: Record<WebhookEventName, string>;
  eventTable: { event: string; when: string; data: string };
  referenceLink: string;
  reference: {
    title: string;
    description: string;
    intro: string;
    filter: string;
    queries: string;
    mutations: string;
    types: string;
    arguments: string;
    deprecated: (reason: string) => string;
    noMatch: string;
    count: (shown: number, total: number) => string;
    back: string;
    kinds: Record<'object' | 'input' | 'enum' | 'scalar' | 'interface' | 'union', string>;
  };
}

export const SECTION_IDS = ['endpoint', 'authentication', 'errors', 'limits', 'webhooks', 'signature', 'reference'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const CURL_EXAMPLE = `curl https://guide.example/graphql \\
  -H 'Authorization: Bearer gk_…' \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"query Orders { orders(first: 10) { totalCount edges { node { number status } } } }"}'`;

export const ERROR_EXAMPLE = `{
  "errors": [{
    "message": "Invalid input",
    "extensions": { "code": "BAD_USER_INPUT", "fieldErrors": { "url": "URL_NOT_ALLOWED" } }
  }]
}`;

export const DELIVERY_EXAMPLE = `POST /your/endpoint
Content-Type: application/json
X-Guide-Event: order.placed
X-Guide-Delivery: 6f1c…   (the same id on every retry)
X-Guide-Signature: sha256=9a0b…

{"id":"6f1c…","event":"order.placed","occurredAt":"2026-11-29T08:00:00.000Z","data":{…}}`;

export const SIGNATURE_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const app = express();
// Sign the exact bytes received: parse the JSON only after checking.
app.post('/guide-webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  const expected = 'sha256=' + createHmac('sha256', process.env.GUIDE_SIGNING_SECRET).update(req.body).digest('hex');
  const received = String(req.get('X-Guide-Signature') ?? '');
  const ok = received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected));
  if (!ok) return res.sendStatus(401);
  const delivery = JSON.parse(req.body.toString('utf8'));
  // X-Guide-Delivery is stable across retries: ignore an id you have already handled.
  res.sendStatus(204);
});`;

const code = (text: string) => <code>{text}</code>;

const fr: DevelopersCopy = {
  title: 'Développeurs',
  description: 'Interroger l’API GraphQL du Guide Gourmand avec une clé d’API et recevoir ses événements par webhook signé.',
  intro: (
    <p>
      Les partenaires du Guide Gourmand (offices de tourisme, centrales de réservation, logiciels de caisse…) lisent et écrivent les mêmes données que nos
      applications, par une seule API GraphQL fédérée. Cette page explique comment s’authentifier, ce que l’API limite, comment lire ses erreurs et comment
      recevoir nos événements. La <a href="#reference">référence du schéma</a> est générée à partir de l’API elle-même : elle est toujours à jour.
    </p>
  ),
  toc: {
    endpoint: 'Point d’accès',
    authentication: 'Authentification',
    errors: 'Erreurs',
    limits: 'Limites',
    webhooks: 'Webhooks',
    signature: 'Vérifier une signature',
    reference: 'Référence du schéma',
  },
  sections: {
    endpoint: (
      <>
        <p>
          Toutes les requêtes sont des {code('POST')} JSON vers {code('/graphql')} (le même chemin sur le site et sur la passerelle), avec un document GraphQL
          nommé et ses variables. Les listes sont des connexions ({code('first')}, {code('after')}, {code('edges')}, {code('pageInfo')}, {code('totalCount')}) ;
          les dates sont en ISO 8601 ; les montants sont des centimes accompagnés d’un code devise.
        </p>
        <pre>{CURL_EXAMPLE}</pre>
      </>
    ),
    authentication: (
      <>
        <p>
          Un membre de l’équipe crée votre clé dans le back-office (<em>Paramètres › Clés d’API</em>). La clé ne porte que les permissions choisies, parmi
          celles que son auteur possède lui-même, et peut expirer à une date donnée. Son secret commence par {code('gk_')} : il n’est montré qu’une fois, à la
          création, et nous n’en gardons qu’une empreinte. Conservez-le comme un mot de passe.
        </p>
        <p>
          Envoyez-le dans l’en-tête {code('Authorization: Bearer gk_…')}. Une clé révoquée ou expirée est refusée en quelques secondes avec l’erreur{' '}
          {code('UNAUTHENTICATED')} ; une opération hors de ses permissions reçoit {code('FORBIDDEN')}. Les clés n’utilisent ni cookie ni jeton CSRF.
        </p>
      </>
    ),
    errors: (
      <>
        <p>
          Les erreurs sont des erreurs GraphQL dont {code('extensions.code')} vaut {code('BAD_USER_INPUT')}, {code('UNAUTHENTICATED')}, {code('FORBIDDEN')},{' '}
          {code('NOT_FOUND')}, {code('CONFLICT')} ou {code('TOO_MANY_REQUESTS')}. Une saisie refusée précise le champ fautif dans{' '}
          {code('extensions.fieldErrors')}, avec un code stable que votre logiciel peut traduire :
        </p>
        <pre>{ERROR_EXAMPLE}</pre>
        <p>
          Un document mal formé ou trop coûteux est refusé avant toute exécution (HTTP 400, {code('GRAPHQL_PARSE_FAILED')} ou{' '}
          {code('GRAPHQL_VALIDATION_FAILED')}). Réessayez seulement les réponses 429 et 5xx, en respectant {code('Retry-After')}.
        </p>
      </>
    ),
    limits: (
      <ul>
        <li>
          Par opération : profondeur {API_LIMITS.maxDepth}, {API_LIMITS.maxAliases} alias, {API_LIMITS.maxTokens} lexèmes, un coût de{' '}
          {API_LIMITS.maxCost.toLocaleString('fr-FR')} et un corps de {API_LIMITS.maxBodyKb} Ko au plus.
        </li>
        <li>
          Chaque clé a son propre débit : au-delà, la passerelle répond HTTP 429 {code('TOO_MANY_REQUESTS')} avec l’en-tête {code('Retry-After')} (en secondes).
          Le nombre de requêtes du jour et la dernière utilisation de chaque clé sont visibles dans le back-office.
        </li>
        <li>Demandez seulement les champs utiles et paginez avec {code('first')} (100 au plus) : le coût d’une liste est multiplié par sa taille.</li>
      </ul>
    ),
    webhooks: (
      <>
        <p>
          L’équipe abonne l’adresse HTTPS de votre choix à des événements (<em>Paramètres › Webhooks</em>) et vous transmet le secret de signature, lui aussi
          montré une seule fois. Chaque événement donne lieu à un {code('POST')} JSON :
        </p>
        <pre>{DELIVERY_EXAMPLE}</pre>
        <p>
          Répondez par un statut 2xx dans les dix secondes. Toute autre réponse est réessayée avec des délais croissants (au moins cinq tentatives), puis la
          livraison est marquée en échec ; l’équipe voit ses tentatives et la dernière réponse, et peut la relancer. Les événements partent de la même
          transaction que le changement qu’ils décrivent : aucun n’est perdu, mais un même {code('X-Guide-Delivery')} peut arriver deux fois (réseau coupé après
          votre réponse). Les adresses privées ou locales sont refusées en production.
        </p>
      </>
    ),
    signature: (
      <>
        <p>
          {code('X-Guide-Signature')} vaut {code('sha256=')} suivi du HMAC-SHA256 hexadécimal du corps brut, calculé avec le secret de signature. Calculez-le
          sur les octets reçus, avant tout décodage JSON, et comparez en temps constant :
        </p>
        <pre>{SIGNATURE_EXAMPLE}</pre>
      </>
    ),
    reference: null,
  },
  events: {
    'order.placed': 'Une commande est passée.',
    'order.paid': 'Le paiement d’une commande est encaissé.',
    'order.shipped': 'Un colis de la commande est expédié.',
    'order.refunded': 'Un remboursement (avoir) est émis.',
    'establishment.published': 'Un établissement est publié dans le guide.',
    'establishment.updated': 'La fiche d’un établissement change.',
    'review.approved': 'Un avis client est approuvé et publié.',
    'contest.registration.created': 'Une inscription au concours est reçue.',
  },
  eventTable: { event: 'Événement', when: 'Quand', data: 'Champs de data' },
  referenceLink: 'Ouvrir la référence complète du schéma',
  reference: {
    title: 'Référence du schéma GraphQL',
    description: 'Toutes les requêtes, mutations et tous les types de l’API GraphQL du Guide Gourmand.',
    intro: 'Générée à partir du schéma public composé des sous-graphes : elle décrit exactement ce que la passerelle accepte.',
    filter: 'Filtrer par nom ou description',
    queries: 'Requêtes',
    mutations: 'Mutations',
    types: 'Types',
    arguments: 'Arguments',
    deprecated: (reason) => `Obsolète : ${reason}`,
    noMatch: 'Rien ne correspond à ce filtre.',
    count: (shown, total) => `${shown} sur ${total}`,
    back: 'Retour au guide des développeurs',
    kinds: { object: 'objet', input: 'entrée', enum: 'énumération', scalar: 'scalaire', interface: 'interface', union: 'union' },
  },
};

const en: DevelopersCopy = {
  title: 'Developers',
  description: 'Query the Guide Gourmand GraphQL API with an API key and receive its events through signed webhooks.',
  intro: (
    <p>
      Guide Gourmand partners (tourist offices, booking platforms, till software…) read and write the same data as our apps, through one federated GraphQL API.
      This page explains how to authenticate, what the API limits, how to read its errors and how to receive our events. The{' '}
      <a href="#reference">schema reference</a> is generated from the API itself, so it is always current.
    </p>
  ),
  toc: {
    endpoint: 'Endpoint',
    authentication: 'Authentication',
    errors: 'Errors',
    limits: 'Limits',
    webhooks: 'Webhooks',
    signature: 'Checking a signature',
    reference: 'Schema reference',
  },
  sections: {
    endpoint: (
      <>
        <p>
          Every request is a JSON {code('POST')} to {code('/graphql')} (the same path on the site and on the gateway) with a named GraphQL document and its
          variables. Lists are connections ({code('first')}, {code('after')}, {code('edges')}, {code('pageInfo')}, {code('totalCount')}); dates are ISO 8601;
          amounts are cents with a currency code.
        </p>
        <pre>{CURL_EXAMPLE}</pre>
      </>
    ),
    authentication: (
      <>
        <p>
          A staff member creates your key in the back office (<em>Settings › API keys</em>). The key holds only the permissions chosen, among those its creator
          holds, and may expire on a given date. Its secret begins with {code('gk_')}: it is shown once, when the key is created, and we keep only a fingerprint
          of it. Keep it like a password.
        </p>
        <p>
          Send it in the {code('Authorization: Bearer gk_…')} header. A revoked or expired key is refused within seconds with {code('UNAUTHENTICATED')}; an
          operation outside its permissions gets {code('FORBIDDEN')}. Keys use no cookie and no CSRF token.
        </p>
      </>
    ),
    errors: (
      <>
        <p>
          Errors are GraphQL errors whose {code('extensions.code')} is {code('BAD_USER_INPUT')}, {code('UNAUTHENTICATED')}, {code('FORBIDDEN')},{' '}
          {code('NOT_FOUND')}, {code('CONFLICT')} or {code('TOO_MANY_REQUESTS')}. Refused input names the field in {code('extensions.fieldErrors')}, with a
          stable code your software can translate:
        </p>
        <pre>{ERROR_EXAMPLE}</pre>
        <p>
          A malformed or too costly document is refused before it runs (HTTP 400, {code('GRAPHQL_PARSE_FAILED')} or {code('GRAPHQL_VALIDATION_FAILED')}). Retry
          only 429 and 5xx answers, and honour {code('Retry-After')}.
        </p>
      </>
    ),
    limits: (
      <ul>
        <li>
          Per operation: depth {API_LIMITS.maxDepth}, {API_LIMITS.maxAliases} aliases, {API_LIMITS.maxTokens} tokens, a cost of{' '}
          {API_LIMITS.maxCost.toLocaleString('en-GB')} and a body of {API_LIMITS.maxBodyKb} KB at most.
        </li>
        <li>
          Each key has its own rate: beyond it the gateway answers HTTP 429 {code('TOO_MANY_REQUESTS')} with a {code('Retry-After')} header (seconds). Each
          key’s requests today and last use are shown in the back office.
        </li>
        <li>Ask only for the fields you need and page with {code('first')} (100 at most): a list’s cost is multiplied by its size.</li>
      </ul>
    ),
    webhooks: (
      <>
        <p>
          Staff subscribe the HTTPS address of your choice to events (<em>Settings › Webhooks</em>) and give you the signing secret, also shown once. Each event
          becomes a JSON {code('POST')}:
        </p>
        <pre>{DELIVERY_EXAMPLE}</pre>
        <p>
          Answer with a 2xx status within ten seconds. Any other answer is retried with growing delays (at least five attempts), then the delivery is marked
          failed; staff see its attempts and last answer and can send it again. Events leave in the same transaction as the change they describe: none is lost,
          but the same {code('X-Guide-Delivery')} may arrive twice (a connection cut after your answer). Private and loopback addresses are refused in
          production.
        </p>
      </>
    ),
    signature: (
      <>
        <p>
          {code('X-Guide-Signature')} is {code('sha256=')} followed by the hex HMAC-SHA256 of the raw body, keyed with the signing secret. Compute it over the
          bytes received, before any JSON parsing, and compare in constant time:
        </p>
        <pre>{SIGNATURE_EXAMPLE}</pre>
      </>
    ),
    reference: null,
  },
  events: {
    'order.placed': 'An order is placed.',
    'order.paid': 'An order’s payment is captured.',
    'order.shipped': 'A parcel of the order is shipped.',
    'order.refunded': 'A refund (credit note) is issued.',
    'establishment.published': 'An establishment is published in the guide.',
    'establishment.updated': 'An establishment’s listing changes.',
    'review.approved': 'A customer review is approved and published.',
    'contest.registration.created': 'A contest registration is received.',
  },
  eventTable: { event: 'Event', when: 'When', data: 'Fields of data' },
  referenceLink: 'Open the full schema reference',
  reference: {
    title: 'GraphQL schema reference',
    description: 'Every query, mutation and type of the Guide Gourmand GraphQL API.',
    intro: 'Generated from the public schema composed from the subgraphs: it describes exactly what the gateway accepts.',
    filter: 'Filter by name or description',
    queries: 'Queries',
    mutations: 'Mutations',
    types: 'Types',
    arguments: 'Arguments',
    deprecated: (reason) => `Deprecated: ${reason}`,
    noMatch: 'Nothing matches this filter.',
    count: (shown, total) => `${shown} of ${total}`,
    back: 'Back to the developers’ guide',
    kinds: { object: 'object', input: 'input', enum: 'enum', scalar: 'scalar', interface: 'interface', union: 'union' },
  },
};

export const DEVELOPERS_COPY: Record<Language, DevelopersCopy> = { fr, en };
export { WEBHOOK_EVENTS };
