import { BootedPlatform, connectPlatform, eventually, gql } from './boot';
import { BEAUNE_ADDRESS, mailsTo as mailsOf, signUpCustomer } from './checkout';

/**
 * Support tickets through the gateway, on the real platform (every process as `npm start` starts them,
 * the demo seed, events on the embedded transport, emails in the real mail catcher): a new customer
 * places an order → opens a ticket about it (bad input and someone else's order refused, an
 * acknowledgement mailed) → staff create a ticket user who signs in to the ticket area only → staff
 * assign the ticket (mail to the assignee), write an internal and a public note (only the public one
 * reaches the customer, in mail and in their view) → the customer answers → subtasks hold the
 * resolution back → resolving mails the customer, their answer reopens it, a closed ticket takes no answer.
 */
describe('support tickets through the gateway', () => {
  let platform: BootedPlatform;
  let gateway: string;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let agent: Record<string, string>;
  const run = Date.now().toString(36);
  const agentMail = `agent.${run}@example.com`;
  const customerMail = `client.${run}@example.com`;
  let orderNumber: string;
  let ticketId: string;
  let agentId: string;

  const TICKET = 'id subject status orderNumber requesterEmail journal { author authorKind internal notes changes { field from to } }';
  const address = BEAUNE_ADDRESS;

  const mailsTo = (to: string) => mailsOf(platform, to);
  const mailTo = async (to: string, pattern: RegExp) => (await eventually(async () => (await mailsTo(to)).find((body) => pattern.test(body)), 15_000)).value;

  const update = (id: string, input: Record<string, unknown>, headers = admin) =>
    gql(gateway, `mutation($id: ID!, $input: TicketUpdateInput!) { updateTicket(id: $id, input: $input) { ${TICKET} } }`, { id, input }, headers);

  beforeAll(async () => {
    platform = connectPlatform();
    gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
    const login = await gql(gateway, 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { accessToken } }');
    admin = { authorization: `Bearer ${login.data.adminLogin.accessToken}` };
    customer = await signUpCustomer(platform, customerMail);
  }, 240_000);
  it('shows staff the seeded trackers and tickets; visitors and customers get nothing of the back office', async () => {
    const trackers = await gql(gateway, '{ trackers { name } }', {}, admin);
    expect(trackers.data.trackers).toHaveLength(4);
    const list = await gql(gateway, '{ tickets(first: 50) { totalCount edges { node { subject tracker { name } } } } }', {}, admin);
    expect(list.errors).toBeUndefined();
    expect(list.data.tickets.totalCount).toBeGreaterThanOrEqual(5);
    expect(new Set(list.data.tickets.edges.map((e: { node: { tracker: { name: string } } }) => e.node.tracker.name)).size).toBeGreaterThan(1);
    expect((await gql(gateway, '{ tickets { totalCount } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(gateway, '{ tickets { totalCount } }', {}, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(gateway, '{ myTickets { totalCount } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets the customer open a ticket about one of their orders, and acknowledges it by email', async () => {
    // An order of their own, placed the way the shop does.
    const product = (await gql(gateway, '{ products(first: 1, filter: { inStockOnly: true }) { edges { node { id } } } }')).data.products.edges[0].node.id;
    expect((await gql(gateway, 'mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: product }, customer)).errors).toBeUndefined();
    expect((await gql(gateway, 'mutation($a: OrderAddressInput!) { setCartAddresses(billing: $a) { id } }', { a: address }, customer)).errors).toBeUndefined();
    const method = (await gql(gateway, '{ shippingMethods { code } }', {}, customer)).data.shippingMethods[0].code;
    await gql(gateway, 'mutation($c: String!) { setShippingMethod(code: $c) { id } }', { c: method }, customer);
    const placed = await gql(gateway, 'mutation { placeOrder(paymentMethod: "bank-transfer") { order { number } } }', {}, customer);
    expect(placed.errors).toBeUndefined();
    orderNumber = placed.data.placeOrder.order.number;

    const open =
      'mutation($s: String!, $d: String!, $o: String) { openSupportTicket(subject: $s, description: $d, orderNumber: $o) { id subject status orderNumber tracker { name } } }';
    const empty = await gql(gateway, open, { s: '  ', d: '' }, customer);
    expect(empty.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { subject: 'REQUIRED', description: 'REQUIRED' } });
    const notTheirs = await gql(gateway, open, { s: 'Colis', d: 'Où est mon colis ?', o: '2020-000001' }, customer);
    expect(notTheirs.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { orderNumber: 'NOT_FOUND' } });
    expect((await gql(gateway, open, { s: 'Colis', d: 'Où est mon colis ?' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // Support learns of the order through commerce.order.placed: the number is accepted once it has.
    const opened = (
      await eventually(async () => {
        const res = await gql(
          gateway,
          open,
          { s: 'Mon colis est arrivé abîmé', d: 'Le pot de miel est cassé <b>dans le carton</b>.', o: orderNumber },
          customer,
        );
        return !res.errors && res.data.openSupportTicket;
      }, 15_000)
    ).value;
    ticketId = opened.id;
    expect(opened).toMatchObject({ subject: 'Mon colis est arrivé abîmé', status: 'NEW', orderNumber, tracker: { name: expect.any(String) } });
    expect(await mailTo(customerMail, /Mon colis est arrivé abîmé/)).toContain(`/account/support/${ticketId}`);

    const mine = await gql(gateway, '{ myTickets { totalCount edges { node { id subject } } } }', {}, customer);
    expect(mine.data.myTickets.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([ticketId]);
    const staffView = await gql(gateway, 'query($id: ID!) { ticket(id: $id) { requesterEmail orderNumber tracker { name } } }', { id: ticketId }, admin);
    expect(staffView.data.ticket).toEqual({ requesterEmail: customerMail, orderNumber, tracker: { name: expect.any(String) } });
  });

  it('lets staff create a ticket user who signs in to the ticket area only', async () => {
    const group = await gql(gateway, 'mutation($n: String!) { createTicketGroup(name: $n) { id } }', { n: `SAV ${run}` }, admin);
    expect(group.errors).toBeUndefined();
    const input = {
      login: `agent.${run}`,
      firstName: 'Inès',
      lastName: 'Moreau',
      mail: agentMail,
      password: 'Support2026!',
      passwordConfirmation: 'Support2026!',
      groupIds: [group.data.createTicketGroup.id],
    };
    const mutation = 'mutation($input: TicketUserInput!) { createTicketUser(input: $input) { id login groups { name } } }';
    const created = await gql(gateway, mutation, { input }, admin);
    expect(created.errors).toBeUndefined();
    agentId = created.data.createTicketUser.id;
    const again = await gql(gateway, mutation, { input: { ...input, mail: `other.${run}@example.com`, login: input.login.toUpperCase() } }, admin);
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { login: 'LOGIN_TAKEN' } });

    // Identity learns of the ticket user through tickets.ticket-user.changed.
    const token = (
      await eventually(
        async () =>
          (await gql(gateway, `mutation { adminLogin(email: "${agentMail}", password: "Support2026!") { accessToken } }`)).data?.adminLogin?.accessToken,
        15_000,
      )
    ).value;
    agent = { authorization: `Bearer ${token}` };
    const me = await gql(gateway, '{ adminMe { permissions } }', {}, agent);
    expect([...me.data.adminMe.permissions].sort()).toEqual([
      'support.tickets.create',
      'support.tickets.list',
      'support.tickets.update',
      'support.tickets.view',
    ]);
    expect((await gql(gateway, '{ tickets { totalCount } }', {}, agent)).errors).toBeUndefined();
    // They pick assignees among ticket users, but manage neither them nor anything else.
    expect((await gql(gateway, '{ ticketUsers { id } }', {}, agent)).errors).toBeUndefined();
    for (const query of ['mutation { createTicketGroup(name: "Agents libres") { id } }', '{ admins { totalCount } }', '{ orders { totalCount } }']) {
      expect((await gql(gateway, query, {}, agent)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    // They are managed from the ticket area, not among the staff accounts.
    const staff = await gql(gateway, '{ admins(first: 100) { edges { node { email } } } }', {}, admin);
    expect(staff.data.admins.edges.map((e: { node: { email: string } }) => e.node.email)).not.toContain(agentMail);
  });

  it('assigns the ticket, keeps internal notes from the customer, and mails only what is theirs', async () => {
    const assigned = await update(ticketId, { assigneeId: agentId, status: 'IN_PROGRESS' });
    expect(assigned.errors).toBeUndefined();
    expect(await mailTo(agentMail, /Mon colis est arrivé abîmé/)).toContain(`/admin/tickets/${ticketId}`);

    const internal = await update(ticketId, { notes: 'Vérifier le transporteur avant de répondre', internalNotes: true }, agent);
    expect(internal.errors).toBeUndefined();
    const answer = await update(ticketId, { notes: 'Nous vous renvoyons un pot dès demain.', priority: 'HIGH' }, agent);
    expect(answer.errors).toBeUndefined();
    const journal = answer.data.updateTicket.journal;
    expect(journal.map((j: { internal: boolean }) => j.internal)).toEqual([false, true, false]);
    expect(journal[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'NEW', to: 'IN_PROGRESS' },
        { field: 'assigneeId', from: null, to: agentId },
      ]),
    );
    expect(journal[2]).toMatchObject({ author: agentMail, authorKind: 'STAFF', changes: [{ field: 'priority', from: 'NORMAL', to: 'HIGH' }] });

    expect(await mailTo(customerMail, /Nous vous renvoyons un pot/)).toContain(`/account/support/${ticketId}`);
    // The customer's view: the status change and the public answer, nothing internal, no staff names.
    const view = await gql(gateway, `query($id: ID!) { ticket(id: $id) { ${TICKET} assignee { id } watchers { id } } }`, { id: ticketId }, customer);
    expect(view.errors).toBeUndefined();
    expect(view.data.ticket.journal).toEqual([
      { author: 'support', authorKind: 'STAFF', internal: false, notes: null, changes: [{ field: 'status', from: 'NEW', to: 'IN_PROGRESS' }] },
      { author: 'support', authorKind: 'STAFF', internal: false, notes: 'Nous vous renvoyons un pot dès demain.', changes: [] },
    ]);
    expect(view.data.ticket).toMatchObject({ requesterEmail: null, assignee: null, watchers: [] });
    expect((await mailsTo(customerMail)).some((m) => m.includes('Vérifier le transporteur'))).toBe(false);

    // Another's ticket, or one staff made, is not theirs to read or answer.
    const staffMade = await gql(gateway, 'mutation { createTicket(input: { subject: "Inventaire des goodies" }) { id } }', {}, admin);
    const other = staffMade.data.createTicket.id;
    expect((await gql(gateway, 'query($id: ID!) { ticket(id: $id) { id } }', { id: other }, customer)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(
      (await gql(gateway, 'mutation($id: ID!) { addMyTicketNote(id: $id, notes: "Bonjour") { id } }', { id: other }, customer)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('takes the customer’s answer, holds resolution while a subtask is open, and closes the ticket', async () => {
    const note = 'mutation($id: ID!, $n: String!) { addMyTicketNote(id: $id, notes: $n) { status journal { authorKind notes } } }';
    const answered = await gql(gateway, note, { id: ticketId, n: 'Merci beaucoup !' }, customer);
    expect(answered.errors).toBeUndefined();
    expect(answered.data.addMyTicketNote.journal.at(-1)).toEqual({ authorKind: 'CUSTOMER', notes: 'Merci beaucoup !' });
    expect(await mailTo(agentMail, /Merci beaucoup/)).toBeTruthy();

    const sub = await gql(gateway, 'mutation { createTicket(input: { subject: "Renvoyer un pot de miel" }) { id } }', {}, admin);
    const subId = sub.data.createTicket.id;
    expect((await update(subId, { parentId: ticketId })).errors).toBeUndefined();
    const held = await update(ticketId, { status: 'RESOLVED' });
    expect(held.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'SUBTASKS_OPEN' } });
    const cycle = await update(ticketId, { parentId: subId });
    expect(cycle.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { parentId: 'PARENT_INVALID' } });

    const bulk = await gql(
      gateway,
      'mutation($ids: [ID!]!) { updateTicketsStatus(ids: $ids, status: RESOLVED) { updated refused { id code } } }',
      { ids: [subId, ticketId] },
      admin,
    );
    expect(bulk.errors).toBeUndefined();
    // The subtask is resolved first, so the parent follows in the same call.
    expect(bulk.data.updateTicketsStatus).toEqual({ updated: 2, refused: [] });
    expect(await mailTo(customerMail, /Résolue|résolue/)).toContain('Mon colis est arrivé abîmé');

    // Answering a resolved ticket reopens it; a closed one takes no answer.
    const reopened = await gql(gateway, note, { id: ticketId, n: 'En fait le pot de remplacement est aussi cassé.' }, customer);
    expect(reopened.data.addMyTicketNote.status).toBe('IN_PROGRESS');
    expect((await update(ticketId, { status: 'RESOLVED' })).errors).toBeUndefined();
    expect((await update(ticketId, { status: 'CLOSED' })).errors).toBeUndefined();
    const closed = await gql(gateway, note, { id: ticketId, n: 'Encore une chose' }, customer);
    expect(closed.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { notes: 'TICKET_CLOSED' } });
  });

  it('ends the ticket user’s sign-in when staff delete them, and unassigns their tickets', async () => {
    expect((await gql(gateway, 'mutation($id: ID!) { deleteTicketUser(id: $id) }', { id: agentId }, admin)).data.deleteTicketUser).toBe(true);
    const view = await gql(gateway, `query($id: ID!) { ticket(id: $id) { assignee { id } ${TICKET} } }`, { id: ticketId }, admin);
    expect(view.data.ticket.assignee).toBeNull();
    expect(view.data.ticket.journal.at(-1).changes).toEqual([{ field: 'assigneeId', from: agentId, to: null }]);
    await eventually(
      async () => (await gql(gateway, `mutation { adminLogin(email: "${agentMail}", password: "Support2026!") { accessToken } }`)).errors,
      15_000,
    );
    await eventually(async () => (await gql(gateway, '{ tickets { totalCount } }', {}, agent)).errors?.[0].extensions?.code === 'UNAUTHENTICATED', 15_000);
  });
});
