import { DataSource, EntityManager } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { writeEvent } from '@guide/platform';
import { TRACKER_IDS } from '../migrations/1700000004200-trackers-journal-subtasks';
import { hashTicketPassword } from '../ticket-users/ticket-users.service';

/** Password of every demo ticket user (README: development only). */
export const DEMO_TICKET_PASSWORD = 'Support123!';

const id = (kind: number, n: number) => `7a1c${kind}000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_GROUPS = [
  { id: id(1, 1), name: 'Service client' },
  { id: id(1, 2), name: 'Partenariats' },
];

export const DEMO_TICKET_USERS = [
  { id: id(2, 1), login: 'agent.support', firstName: 'Sophie', lastName: 'Marchand', mail: 'agent.support@example.com', groups: [DEMO_GROUPS[0].id] },
  { id: id(2, 2), login: 'julien.sav', firstName: 'Julien', lastName: 'Roche', mail: 'julien.sav@example.com', groups: [DEMO_GROUPS[0].id] },
  { id: id(2, 3), login: 'claire.partenariats', firstName: 'Claire', lastName: 'Vidal', mail: 'claire.partenariats@example.com', groups: [DEMO_GROUPS[1].id] },
];

const [SOPHIE, JULIEN, CLAIRE] = DEMO_TICKET_USERS.map((u) => u.id);
const [SERVICE, PARTNERS] = DEMO_GROUPS.map((g) => g.id);

/** `days` ago: the tickets are spread over the last weeks. */
const DEMO_TICKETS = [
  {
    n: 1,
    days: 21,
    tracker: TRACKER_IDS.SUPPORT,
    status: 'CLOSED',
    priority: 'NORMAL',
    assignee: SOPHIE,
    group: SERVICE,
    subject: 'Impossible de modifier mon adresse de livraison',
    description: 'Lors de la validation de ma commande, le formulaire refuse mon code postal (97200, Fort-de-France).',
  },
  {
    n: 2,
    days: 12,
    tracker: TRACKER_IDS.SUPPORT,
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    assignee: SOPHIE,
    group: SERVICE,
    subject: "Je n'ai pas reçu l'e-mail de confirmation d'inscription",
    description: 'Inscrite depuis hier, rien dans ma boîte de réception ni dans les indésirables.',
  },
  {
    n: 3,
    days: 9,
    tracker: TRACKER_IDS.AFTER_SALES,
    status: 'NEW',
    priority: 'NORMAL',
    assignee: null,
    group: SERVICE,
    subject: 'Coffret de confitures arrivé cassé',
    description: 'Deux pots sur six étaient brisés à la réception du colis. Photos disponibles sur demande.',
  },
  {
    n: 4,
    days: 6,
    tracker: TRACKER_IDS.AFTER_SALES,
    status: 'RESOLVED',
    priority: 'HIGH',
    assignee: JULIEN,
    group: SERVICE,
    subject: 'Remboursement du guide 2025 commandé en double',
    description: 'La commande a été passée deux fois par erreur, je souhaite le remboursement de la seconde.',
  },
  {
    n: 5,
    days: 15,
    tracker: TRACKER_IDS.PARTNERSHIP,
    status: 'IN_PROGRESS',
    priority: 'NORMAL',
    assignee: CLAIRE,
    group: PARTNERS,
    subject: 'Proposition de partenariat : torréfacteur lyonnais',
    description: 'Torréfaction artisanale souhaitant apparaître parmi les partenaires du concours du petit-déjeuner.',
  },
  {
    n: 6,
    days: 3,
    tracker: TRACKER_IDS.PARTNERSHIP,
    status: 'REJECTED',
    priority: 'LOW',
    assignee: CLAIRE,
    group: PARTNERS,
    subject: 'Demande de visibilité payante sur la page d’accueil',
    description: "Une agence propose d'acheter un emplacement publicitaire sur la page d'accueil du guide.",
  },
  {
    n: 7,
    days: 2,
    tracker: TRACKER_IDS.BUG,
    status: 'NEW',
    priority: 'URGENT',
    assignee: JULIEN,
    group: null,
    subject: 'La recherche par ville ne renvoie aucun résultat pour « Saint-Étienne »',
    description: 'Même résultat avec ou sans accent ; « Lyon » fonctionne normalement.',
  },
  {
    n: 8,
    days: 1,
    tracker: TRACKER_IDS.BUG,
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    assignee: SOPHIE,
    group: null,
    subject: 'Photos des établissements floues sur mobile',
    description: 'Sur iPhone, les photos de la fiche établissement sont pixelisées après le chargement.',
  },
] as const;

/** A few journal entries: public answers, internal notes, field changes. */
const DEMO_JOURNAL = [
  {
    n: 1,
    ticket: 1,
    author: 'agent.support@example.com',
    notes: 'Bonjour, le code postal de la Martinique est désormais accepté. Pouvez-vous réessayer ?',
    internal: false,
    changes: [{ field: 'status', from: 'NEW', to: 'RESOLVED' }],
  },
  {
    n: 2,
    ticket: 1,
    author: 'agent.support@example.com',
    notes: 'La cliente confirme que tout fonctionne.',
    internal: true,
    changes: [{ field: 'status', from: 'RESOLVED', to: 'CLOSED' }],
  },
  {
    n: 3,
    ticket: 2,
    author: 'agent.support@example.com',
    notes: "Le serveur d'envoi refusait les adresses en .re : corrigé, nouvel envoi à faire.",
    internal: true,
    changes: [{ field: 'status', from: 'NEW', to: 'IN_PROGRESS' }],
  },
  {
    n: 4,
    ticket: 4,
    author: 'julien.sav@example.com',
    notes: 'Le remboursement de la seconde commande a été effectué, il apparaîtra sous 5 jours ouvrés.',
    internal: false,
    changes: [{ field: 'status', from: 'IN_PROGRESS', to: 'RESOLVED' }],
  },
  { n: 5, ticket: 5, author: 'claire.partenariats@example.com', notes: 'Rendez-vous fixé jeudi pour une dégustation.', internal: true, changes: [] },
  {
    n: 6,
    ticket: 6,
    author: 'claire.partenariats@example.com',
    notes: "Merci pour votre proposition ; le guide n'accepte pas d'emplacements payants.",
    internal: false,
    changes: [{ field: 'status', from: 'NEW', to: 'REJECTED' }],
  },
];

/**
 * The support desk's demo data (SEED_DEMO_DATA): two groups, three ticket users (password
 * DEMO_TICKET_PASSWORD, announced to identity so they can sign in), eight tickets across the four
 * trackers and the statuses, and a few journal entries. Fixed ids: a second run adds nothing.
 */
export async function seedSupportTickets(dataSource: DataSource): Promise<void> {
  const passwordHash = await hashTicketPassword(DEMO_TICKET_PASSWORD);
  await dataSource.transaction(async (m) => {
    for (const g of DEMO_GROUPS) await m.query('INSERT INTO ticket_group (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [g.id, g.name]);
    for (const u of DEMO_TICKET_USERS) await seedUser(m, u, passwordHash);
    for (const t of DEMO_TICKETS) {
      await m.query(
        `INSERT INTO ticket (id, subject, description, status, priority, tracker_id, assignee_id, assigned_group_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9)) ON CONFLICT DO NOTHING`,
        [id(3, t.n), t.subject, t.description, t.status, t.priority, t.tracker, t.assignee, t.group, t.days],
      );
    }
    for (const j of DEMO_JOURNAL) {
      await m.query(`INSERT INTO ticket_journal (id, ticket_id, author, notes, internal, changes) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`, [
        id(4, j.n),
        id(3, j.ticket),
        j.author,
        j.notes,
        j.internal,
        JSON.stringify(j.changes),
      ]);
    }
  });
}

/** A new demo user is announced like createTicketUser does, so identity gives them a sign-in. */
async function seedUser(m: EntityManager, u: (typeof DEMO_TICKET_USERS)[number], passwordHash: string): Promise<void> {
  const [inserted] = await m.query(
    `INSERT INTO ticket_user (id, login, first_name, last_name, mail, password_hash) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [u.id, u.login, u.firstName, u.lastName, u.mail, passwordHash],
  );
  if (!inserted) return;
  await m.query('INSERT INTO ticket_user_group (user_id, group_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING', [u.id, u.groups]);
  await writeEvent(m, Events.ticketUserChanged, u.id, {
    ticketUserId: u.id,
    login: u.login,
    mail: u.mail,
    firstName: u.firstName,
    lastName: u.lastName,
    passwordHash,
    credentialsChanged: true,
    changedAt: new Date().toISOString(),
  });
}
