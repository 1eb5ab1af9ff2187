import { BootedPlatform, connectPlatform, eventually, gql } from './boot';

/**
 * The breakfast contest through the gateway, on the real platform (every process as `npm start` starts
 * them, the demo seed, events on the embedded transport, emails in the real mail catcher): the seeded
 * editions and winners → a visitor registers (confirmation email) → duplicates and bad input refused →
 * staff plan the next edition (dates checked) → export the registrations for the jury → set winners linked
 * to a guide establishment (a federated reference resolved by catalog-guide) → publish → "become a partner".
 */
describe('the breakfast contest through the gateway', () => {
  let platform: BootedPlatform;
  let gateway: string;
  let mailApi: string;
  let admin: Record<string, string>;
  const run = Date.now().toString(36);
  const email = `chef.lefort+${run}@example.com`;
  let openYear: number;
  const nextYear = 2031;

  const mailTo = async (to: string, pattern: RegExp) =>
    (
      await eventually(async () => {
        const messages = (await (await fetch(mailApi)).json()) as { to: { address: string }[]; subject: string; html: string; text: string }[];
        const found = messages
          .filter((m) => m.to.some((t) => t.address === to))
          .map((m) => `${m.subject} ${m.text ?? ''} ${m.html ?? ''}`)
          .find((body) => pattern.test(body));
        return found;
      }, 15_000)
    ).value;

  beforeAll(async () => {
    platform = connectPlatform();
    gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
    mailApi = `http://127.0.0.1:${platform.ports.mailWeb}/email`;
    const login = await gql(gateway, 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { accessToken } }');
    admin = { authorization: `Bearer ${login.data.adminLogin.accessToken}` };
  }, 240_000);
  it('shows the seeded editions: past ones with published winners and partners, one open now', async () => {
    const res = await gql(
      gateway,
      '{ contestEditions { year open theme winnersPublishedAt winners { category rank name } partners { name } } openContestEdition { year open opensAt closesAt } }',
    );
    expect(res.errors).toBeUndefined();
    const years = res.data.contestEditions.map((e: { year: number }) => e.year);
    expect(years).toEqual([...years].sort((a: number, b: number) => b - a));
    expect(years).toEqual(expect.arrayContaining([2022, 2023, 2024, 2025]));
    const past = res.data.contestEditions.find((e: { year: number }) => e.year === 2024);
    expect(past.winnersPublishedAt).not.toBeNull();
    expect(new Set(past.winners.map((w: { category: string }) => w.category))).toEqual(
      new Set(['PROFESSIONAL', 'HOTEL_ESTABLISHMENT', 'GENERAL_PUBLIC', 'HOTEL_SCHOOL']),
    );
    expect(past.partners.length).toBeGreaterThan(0);
    const open = res.data.openContestEdition;
    expect(open.open).toBe(true);
    expect(Date.parse(open.opensAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(open.closesAt)).toBeGreaterThan(Date.now());
    openYear = open.year;
    // Visitors do not see how many registered.
    const count = await gql(gateway, '{ contestEditions { registrationCount } }');
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(count.errors?.[0].extensions?.code);
  });

  it('registers a visitor to the open edition, confirms by email, and refuses a duplicate and bad input', async () => {
    const mutation = 'mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { id edition phone email } }';
    const input = {
      category: 'PROFESSIONAL',
      name: 'Léa "Chef" Lefort, MOF',
      establishmentName: '=Boulangerie Lefort',
      email: email.toUpperCase(),
      phone: '02 99 12 34 56',
    };
    const bad = await gql(gateway, mutation, { input: { ...input, email: 'pas-un-email', phone: '12' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { email: 'EMAIL_INVALID', phone: 'PHONE_INVALID' } });
    const ok = await gql(gateway, mutation, { input }, { 'accept-language': 'en' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.registerForContest).toMatchObject({ edition: openYear, phone: '02.99.12.34.56', email });
    const again = await gql(gateway, mutation, { input });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: 'ALREADY_REGISTERED' } });
    // The confirmation, in the language of the form (English here), through the outbox and the mailer.
    expect(await mailTo(email, new RegExp(String(openYear)))).toMatch(/breakfast contest/i);
  });

  it('lets staff plan the next edition, with its dates checked', async () => {
    const mutation = 'mutation($input: ContestEditionInput!) { createContestEdition(input: $input) { year open theme registrationCount } }';
    const input = {
      year: nextYear,
      opensAt: `${nextYear}-03-01T00:00:00+01:00`,
      closesAt: `${nextYear}-06-01T00:00:00+02:00`,
      theme: 'Le petit-déjeuner de demain',
    };
    expect((await gql(gateway, mutation, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const inverted = await gql(gateway, mutation, { input: { ...input, closesAt: `${nextYear}-02-01T00:00:00+01:00` } }, admin);
    expect(inverted.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { closesAt: 'DATES_INVERTED' } });
    const created = await gql(gateway, mutation, { input }, admin);
    expect(created.errors).toBeUndefined();
    expect(created.data.createContestEdition).toEqual({ year: nextYear, open: false, theme: 'Le petit-déjeuner de demain', registrationCount: 0 });
    const taken = await gql(
      gateway,
      mutation,
      { input: { ...input, opensAt: `${nextYear + 1}-03-01T00:00:00+01:00`, closesAt: `${nextYear + 1}-04-01T00:00:00+02:00` } },
      admin,
    );
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { year: 'YEAR_TAKEN' } });
    const overlap = await gql(
      gateway,
      mutation,
      { input: { ...input, year: nextYear + 1, opensAt: `${nextYear}-05-01T00:00:00+02:00`, closesAt: `${nextYear}-07-01T00:00:00+02:00` } },
      admin,
    );
    expect(overlap.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { opensAt: 'DATES_OVERLAP' } });
    const upcoming = await gql(gateway, '{ upcomingContestEdition { year } }');
    expect(upcoming.data.upcomingContestEdition.year).toBeLessThanOrEqual(nextYear);
  });

  it('exports the registrations for the jury as CSV, escaped', async () => {
    const query = 'mutation($y: Int!) { exportContestRegistrations(edition: $y) }';
    expect((await gql(gateway, query, { y: openYear })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const res = await gql(gateway, query, { y: openYear }, admin);
    expect(res.errors).toBeUndefined();
    const csv: string = res.data.exportContestRegistrations;
    const line = csv.split('\r\n').find((l) => l.includes(email))!;
    expect(line).toContain('"Léa ""Chef"" Lefort, MOF"');
    expect(line).toContain("'=Boulangerie Lefort");
    expect(line).toContain('02.99.12.34.56');
    const listed = await gql(
      gateway,
      'query($y: Int, $s: String) { contestRegistrations(edition: $y, search: $s) { totalCount edges { node { email } } } }',
      { y: openYear, s: 'lefort' },
      admin,
    );
    expect(listed.data.contestRegistrations.edges.map((e: { node: { email: string } }) => e.node.email)).toContain(email);
  });

  it('sets and publishes winners; one links to its guide page through catalog-guide', async () => {
    const establishments = await gql(gateway, '{ establishments(first: 1, sort: NAME_ASC) { edges { node { id name path } } } }');
    const place = establishments.data.establishments.edges[0].node;
    const set = 'mutation($y: Int!, $w: [ContestWinnerInput!]!) { setContestWinners(year: $y, winners: $w) { winners { category rank name } } }';
    const winners = [
      { category: 'HOTEL_ESTABLISHMENT', rank: 1, name: 'Marie Dupuis', establishmentName: place.name, establishmentId: place.id },
      { category: 'HOTEL_ESTABLISHMENT', rank: 2, name: 'Paul Henry', establishmentName: 'Hôtel des Voyageurs' },
    ];
    const twice = await gql(gateway, set, { y: nextYear, w: [...winners, { ...winners[1], name: 'Autre' }] }, admin);
    expect(twice.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'winners.2.rank': 'RANK_TAKEN' } });
    expect((await gql(gateway, set, { y: nextYear, w: winners }, admin)).errors).toBeUndefined();

    const publicView = 'query($y: Int!) { contestEdition(year: $y) { winners { rank name establishment { id name path } } } }';
    // A draft stays the staff's.
    expect((await gql(gateway, publicView, { y: nextYear })).data.contestEdition.winners).toEqual([]);
    const published = await gql(
      gateway,
      'mutation($y: Int!) { publishContestWinners(year: $y, published: true) { winnersPublishedAt } }',
      { y: nextYear },
      admin,
    );
    expect(published.data.publishContestWinners.winnersPublishedAt).not.toBeNull();
    const shown = await gql(gateway, publicView, { y: nextYear });
    expect(shown.errors).toBeUndefined();
    expect(shown.data.contestEdition.winners).toEqual([
      { rank: 1, name: 'Marie Dupuis', establishment: { id: place.id, name: place.name, path: place.path } },
      { rank: 2, name: 'Paul Henry', establishment: null },
    ]);
  });

  it('takes "become a partner" applications and tells the organisers', async () => {
    const mutation = 'mutation($input: PartnerFormInput!) { applyAsContestPartner(input: $input) }';
    const bad = await gql(gateway, mutation, { input: { name: '', email: 'x', company: 'Moulins' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: 'REQUIRED', email: 'EMAIL_INVALID' } });
    const company = `Moulins de la Vallée ${run}`;
    const ok = await gql(gateway, mutation, { input: { name: 'Jeanne Meunier', email: `jeanne+${run}@example.com`, company } });
    expect(ok.data).toEqual({ applyAsContestPartner: true });
    expect(await mailTo('concours@guide-gourmand.localhost', new RegExp(company))).toContain('Jeanne Meunier');
    const listed = await gql(gateway, '{ contestPartnerApplications(first: 5) { edges { node { company } } } }', {}, admin);
    expect(listed.data.contestPartnerApplications.edges.map((e: { node: { company: string } }) => e.node.company)).toContain(company);
  });

  it('deletes an edition without registrations, and refuses one with', async () => {
    const del = 'mutation($y: Int!) { deleteContestEdition(year: $y) }';
    expect((await gql(gateway, del, { y: openYear }, admin)).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { year: 'HAS_REGISTRATIONS' },
    });
    expect((await gql(gateway, del, { y: nextYear }, admin)).data).toEqual({ deleteContestEdition: true });
    expect((await gql(gateway, 'query($y: Int!) { contestEdition(year: $y) { year } }', { y: nextYear })).data.contestEdition).toBeNull();
  });
});
