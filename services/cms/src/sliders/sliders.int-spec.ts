import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { validateSlides } from '@guide/validation';
import { AppModule, SERVICE } from '../app.module';
import { HOME_SLIDES, seedMediaUrl } from '../seed/data';
import { seedMediaFiles } from '../seed/demo-seed';

const SLIDE = 'imageUrl title titleEn text textEn linkUrl active';
const SLIDER = `code name updatedAt slides { ${SLIDE} }`;
const READ = `query($code: String!) { slider(code: $code) { ${SLIDER} } }`;
const UPDATE = `mutation($code: String!, $name: String!, $slides: [SlideInput!]!) { updateSlider(code: $code, name: $name, slides: $slides) { ${SLIDER} } }`;
const CREATE = `mutation($input: SliderInput!) { createSlider(input: $input) { ${SLIDER} } }`;
const DELETE = 'mutation($code: String!) { deleteSlider(code: $code) }';
const editor = adminIdentity(['settings.sliders.list', 'settings.sliders.create', 'settings.sliders.update', 'settings.sliders.delete']);
const noMail = () => ({ send: async () => undefined, close: () => undefined });

describe('cms sliders', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail }));
  });
  afterAll(() => t?.close());

  it("seeds an empty home slider; the demo seed's three slides are valid and use stored pictures", async () => {
    expect((await t.gql(READ, { code: ' Home ' })).data.slider).toMatchObject({ code: 'home', name: 'Accueil', slides: [] });
    expect(HOME_SLIDES).toHaveLength(3);
    expect(validateSlides(HOME_SLIDES)).toEqual({ ok: true, slides: HOME_SLIDES });
    for (const s of HOME_SLIDES) expect(seedMediaFiles().map(seedMediaUrl)).toContain(s.imageUrl);
    expect((await t.gql(READ, { code: 'nope' })).data.slider).toBeNull();
  });

  it('creates a slider, replaces its slides in order, shows only active slides publicly, deletes it', async () => {
    const created = await t.gql(CREATE, { input: { code: ' Partenaires ', name: ' Nos partenaires ' } }, editor);
    expect(created.errors).toBeUndefined();
    expect(created.data.createSlider).toMatchObject({ code: 'partenaires', name: 'Nos partenaires', slides: [] });
    expect((await t.gql(CREATE, { input: { code: 'partenaires', name: 'Bis' } }, editor)).errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { code: 'CODE_TAKEN' },
    });
    const slides = [
      { imageUrl: ' /media/files/cms/seed/blog-0.webp ', title: ' Premier ', titleEn: ' ', text: 'Texte', linkUrl: '/blog' },
      { imageUrl: 'https://images.example/b.webp', title: 'Caché', active: false },
      { imageUrl: '/media/files/cms/seed/blog-1.webp', textEn: 'Text' },
    ];
    const set = await t.gql(UPDATE, { code: 'partenaires', name: 'Partenaires', slides }, editor);
    expect(set.errors).toBeUndefined();
    expect(set.data.updateSlider.slides[0]).toEqual({
      imageUrl: '/media/files/cms/seed/blog-0.webp',
      title: 'Premier',
      titleEn: null,
      text: 'Texte',
      textEn: null,
      linkUrl: '/blog',
      active: true,
    });
    expect(set.data.updateSlider.slides.map((s: { active: boolean }) => s.active)).toEqual([true, false, true]);
    const reordered = await t.gql(UPDATE, { code: 'partenaires', name: 'Partenaires', slides: [slides[2], slides[1], slides[0]] }, editor);
    expect(reordered.data.updateSlider.slides.map((s: { title: string | null }) => s.title)).toEqual([null, 'Caché', 'Premier']);
    const pub = (await t.gql(READ, { code: 'partenaires' })).data.slider;
    expect(pub.slides.map((s: { title: string | null }) => s.title)).toEqual([null, 'Premier']);
    const list = await t.gql('{ sliders { code name slides { title } } }', {}, editor);
    expect(list.data.sliders.map((s: { code: string }) => s.code)).toEqual(['home', 'partenaires']);
    expect(list.data.sliders[1].slides).toHaveLength(3);
    expect((await t.gql(DELETE, { code: 'partenaires' }, editor)).data.deleteSlider).toBe(true);
    expect((await t.gql(DELETE, { code: 'partenaires' }, editor)).data.deleteSlider).toBe(false);
  });

  it('creates one slider when creates of one code race: the others are CODE_TAKEN, none renames it', async () => {
    // Several rounds: the first check (existsBy) lets most racers through only now and then.
    for (let round = 0; round < 20; round++) {
      const code = `course-${round}`;
      const names = ['Un', 'Deux', 'Trois', 'Quatre'];
      const answers = await Promise.all(names.map((name) => t.gql(CREATE, { input: { code, name } }, editor)));
      const created = answers.filter((a) => !a.errors);
      expect(created).toHaveLength(1);
      expect(created[0].data.createSlider.updatedAt).toEqual(expect.any(String));
      for (const a of answers.filter((x) => x.errors)) expect(a.errors[0].extensions).toMatchObject({ fieldErrors: { code: 'CODE_TAKEN' } });
      expect((await t.gql(READ, { code })).data.slider.name).toBe(created[0].data.createSlider.name);
      await t.gql(DELETE, { code }, editor);
    }
  });

  it('validates slides with dotted paths and keeps the previous list whole', async () => {
    await t.gql(UPDATE, { code: 'home', name: 'Accueil', slides: [{ imageUrl: '/a.webp' }] }, editor);
    const res = await t.gql(
      UPDATE,
      {
        code: 'home',
        name: ' ',
        slides: [{ imageUrl: '/ok.webp' }, { imageUrl: ' ' }, { imageUrl: 'javascript:alert(1)', linkUrl: '//evil.example' }],
      },
      editor,
    );
    expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.errors[0].extensions.fieldErrors).toEqual({
      name: 'REQUIRED',
      'slides.1.imageUrl': 'REQUIRED',
      'slides.2.imageUrl': 'URL_INVALID',
      'slides.2.linkUrl': 'URL_INVALID',
    });
    // Lengths are the input guard's (the SDL's "Max N characters."), before the service.
    const long = await t.gql(UPDATE, { code: 'home', name: 'Accueil', slides: [{ imageUrl: '/ok.webp', title: 'x'.repeat(121) }] }, editor);
    expect(long.errors[0].extensions.fieldErrors).toEqual({ 'slides.title': 'TOO_LONG' });
    expect((await t.gql(READ, { code: 'home' })).data.slider.slides.map((s: { imageUrl: string }) => s.imageUrl)).toEqual(['/a.webp']);
    expect((await t.gql(UPDATE, { code: 'nope', name: 'X', slides: [] }, editor)).errors[0].extensions.code).toBe('NOT_FOUND');
    const bad = await t.gql(CREATE, { input: { code: 'Pas un code!', name: '' } }, editor);
    expect(bad.errors[0].extensions.fieldErrors).toEqual({ code: 'SLUG_INVALID', name: 'REQUIRED' });
  });

  it('enforces input limits and keeps the home slider', async () => {
    const many = Array.from({ length: 21 }, () => ({ imageUrl: '/a.webp' }));
    expect((await t.gql(UPDATE, { code: 'home', name: 'Accueil', slides: many }, editor)).errors[0].extensions.fieldErrors).toEqual({ slides: 'TOO_MANY' });
    const long = await t.gql(UPDATE, { code: 'home', name: 'n'.repeat(81), slides: [{ imageUrl: `/${'a'.repeat(2048)}` }] }, editor);
    expect(long.errors[0].extensions.fieldErrors).toMatchObject({ name: 'TOO_LONG' });
    const del = await t.gql(DELETE, { code: 'HOME' }, editor);
    expect(del.errors[0].extensions.fieldErrors).toEqual({ code: 'SLIDER_REQUIRED' });
    const viewer = adminIdentity(['settings.sliders.list']);
    expect((await t.gql(UPDATE, { code: 'home', name: 'X', slides: [] }, viewer)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { code: 'x' }, viewer)).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
