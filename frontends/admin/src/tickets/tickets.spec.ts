/// <reference types="jest" />
import { setDateLanguage } from '@guide/ui/dates';
import { createI18n, type Language } from '@guide/ui/i18n';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ticketsEn from './locales/en.json';
import ticketsFr from './locales/fr.json';
import { ticketFormValues, toTicketInput, toTicketUpdate, validateTicketForm } from './edit/ticket-form';
import { changeText, filterInputOf, filtersFromParams, formatWhen, paramsOfFilters, sortOfColumn, type JournalContext } from './ticket-model';
import type { TicketDetail } from './tickets.graphql';

/** The ticket screens' strings merged as tickets/i18n.ts does. */
function tIn(lang: Language) {
  const i18n = createI18n({ fr, en }, lang);
  i18n.addResourceBundle('fr', 'translation', ticketsFr, true, true);
  i18n.addResourceBundle('en', 'translation', ticketsEn, true, true);
  setDateLanguage(lang);
  return i18n.t.bind(i18n);
}

const context: JournalContext = {
  trackers: [{ id: 'tr-1', name: 'Demande de support' }],
  users: [{ id: 'u-1', firstName: 'Léa', lastName: 'Martin' }],
  groups: [{ id: 'g-1', name: 'Niveau 2' }],
  tickets: [{ id: 't-9', subject: 'Commande perdue' }],
  fields: [{ id: 'f-1', name: 'Remboursé', kind: 'BOOLEAN' }],
};

describe('ticket list filters in the address', () => {
  it('reads back what it writes, dropping unknown values', () => {
    const filters = filtersFromParams(new URLSearchParams('status=NEW&after=2026-03-01&before=bad&priority=SOON&sort=PRIORITY_DESC&q=%20colis%20'));
    expect(filters).toEqual({
      subject: 'colis',
      createdAfter: '2026-03-01',
      createdBefore: null,
      status: 'NEW',
      trackerId: null,
      assigneeId: null,
      priority: null,
      sort: 'PRIORITY_DESC',
    });
    expect(paramsOfFilters(filters).toString()).toBe('q=colis&after=2026-03-01&status=NEW&sort=PRIORITY_DESC');
    expect(filterInputOf(filters)).toEqual({ subject: 'colis', createdAfter: '2026-03-01', status: 'NEW', sort: 'PRIORITY_DESC' });
  });

  it('maps a clicked column to the API sort', () => {
    expect(sortOfColumn('priority', 'descend')).toBe('PRIORITY_DESC');
    expect(sortOfColumn('createdAt', 'ascend')).toBe('CREATED_ASC');
    expect(sortOfColumn('priority', null)).toBeNull();
  });
});

describe('ticket journal in words', () => {
  it('translates fields and values, in French and English', () => {
    const t = tIn('fr');
    expect(changeText(t, { field: 'status', from: 'NEW', to: 'IN_PROGRESS' }, context)).toBe('Statut : Nouveau → En cours');
    expect(changeText(t, { field: 'assigneeId', from: null, to: 'u-1' }, context)).toBe('Assigné à : (vide) → Léa Martin');
    expect(changeText(t, { field: 'dueDate', from: '2026-03-03', to: null }, context)).toBe('Échéance : 03/03/2026 → (vide)');
    expect(changeText(t, { field: 'customField:f-1', from: 'false', to: 'true' }, context)).toBe('Remboursé : Non → Oui');
    expect(changeText(t, { field: 'parentId', from: null, to: 't-9' }, context)).toBe('Ticket parent : (vide) → Commande perdue');
    // 13:05 UTC is 14:05 in Paris (winter time), whatever the zone the test runs in.
    expect(formatWhen(t, '2026-03-03T13:05:00Z')).toBe('le 3 mars 2026 à 14:05');
    const tEn = tIn('en');
    expect(changeText(tEn, { field: 'priority', from: 'NORMAL', to: 'URGENT' }, context)).toBe('Priority: Normal → Urgent');
    expect(formatWhen(tEn, '2026-03-03T13:05:00Z')).toBe('on 3 March 2026 at 14:05');
  });
});

describe('ticket form', () => {
  const ticket = {
    id: 't-1',
    subject: 'Colis abîmé',
    description: null,
    status: 'NEW',
    priority: 'NORMAL',
    startDate: '2026-03-01',
    dueDate: null,
    tracker: { id: 'tr-1', name: 'Demande de support' },
    assignee: null,
    assignedGroup: null,
    parent: null,
    watchers: [{ id: 'u-1', firstName: 'Léa', lastName: 'Martin' }],
    customFields: [{ fieldId: 'f-1', name: 'Remboursé', value: 'false' }],
  } as unknown as TicketDetail;

  it('checks the shared rules and the required custom fields', () => {
    const values = { ...ticketFormValues(null, 'tr-1'), subject: ' ', startDate: '2026-03-05', dueDate: '2026-03-01' };
    expect(validateTicketForm(values, [{ id: 'f-2', required: true }])).toEqual({
      subject: 'REQUIRED',
      dueDate: 'DUE_BEFORE_START',
      'customFields.f-2': 'REQUIRED',
    });
  });

  it('creates with the values given and updates only what changed', () => {
    const created = toTicketInput({ ...ticketFormValues(null, 'tr-1'), subject: ' Retour ', custom: { 'f-1': 'true', 'f-3': '' } }, ['f-1', 'f-3']);
    expect(created).toMatchObject({ subject: 'Retour', trackerId: 'tr-1', priority: 'NORMAL', customFields: [{ fieldId: 'f-1', value: 'true' }] });
    const initial = ticketFormValues(ticket);
    expect(toTicketUpdate(initial, { ...initial }, ['f-1'])).toEqual({});
    const edited = { ...initial, status: 'IN_PROGRESS' as const, startDate: '', custom: { 'f-1': 'true' }, notes: ' Rappeler ', internalNotes: true };
    expect(toTicketUpdate(initial, edited, ['f-1'])).toEqual({
      status: 'IN_PROGRESS',
      startDate: null,
      customFields: [{ fieldId: 'f-1', value: 'true' }],
      notes: 'Rappeler',
      internalNotes: true,
    });
  });
});
