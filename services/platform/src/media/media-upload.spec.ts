import sharp from 'sharp';
import { MEDIA_KINDS, MEDIA_KIND_LIST, mediaKindOfKey } from './media-kinds';
import { MediaRejected, checkImageUpload, decodeFailures, decodeImage, sniffImageFormat, uploadText } from './media-upload';

const kind = MEDIA_KINDS.establishmentImages;
const reason = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    return error instanceof MediaRejected ? error.reason : `other: ${(error as Error).message}`;
  }
};

describe('image upload checks (every kind)', () => {
  const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 40, height = 30) =>
    sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
      [format]()
      .toBuffer();

  it('recognises JPEG, PNG and WebP by their first bytes, whatever the file is called', async () => {
    expect(sniffImageFormat(await image('png'))).toBe('png');
    expect(sniffImageFormat(await image('jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await image('webp'))).toBe('webp');
    expect(sniffImageFormat(await image('gif'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });

  it('accepts the kind’s formats and says what it read', async () => {
    expect(await checkImageUpload(await image('png', 40, 30), kind)).toEqual({ format: 'png', width: 40, height: 30 });
    expect((await checkImageUpload(await image('webp'), kind)).format).toBe('webp');
  });

  it('refuses another format, text, a forged header and a truncated body as FILE_TYPE_NOT_ACCEPTED', async () => {
    expect(await reason(checkImageUpload(await image('gif'), kind))).toBe('FILE_TYPE_NOT_ACCEPTED');
    expect(await reason(checkImageUpload(Buffer.from('Ceci n’est pas une image.'), kind))).toBe('FILE_TYPE_NOT_ACCEPTED');
    // PNG magic bytes followed by nothing a decoder can read.
    expect(await reason(checkImageUpload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]), kind))).toBe(
      'FILE_TYPE_NOT_ACCEPTED',
    );
    // A kind that takes only JPEG refuses a real PNG.
    expect(await reason(checkImageUpload(await image('png'), { ...kind, accept: ['jpeg'] }))).toBe('FILE_TYPE_NOT_ACCEPTED');
    const png = await image('png', 400, 300);
    const truncated = png.subarray(0, png.length - 40);
    const decoded = await reason(checkImageUpload(truncated, kind).then(() => decodeFailures(() => decodeImage(truncated, kind).webp().toBuffer())));
    expect(decoded).toBe('FILE_TYPE_NOT_ACCEPTED');
  });

  it('refuses over the kind’s size, and a canvas over its pixel limit before decoding it (FILE_TOO_LARGE)', async () => {
    const png = await image('png');
    expect(await reason(checkImageUpload(Buffer.concat([png, Buffer.alloc(kind.maxBytes)]), kind))).toBe('FILE_TOO_LARGE');
    // A small file that declares 4000 × 4000 pixels: refused from its header under a 10-megapixel limit.
    const wide = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(wide.length).toBeLessThan(kind.maxBytes);
    expect(await reason(checkImageUpload(wide, { ...kind, maxPixels: 10_000_000 }))).toBe('FILE_TOO_LARGE');
    // And the decoder itself stops at the limit (should a caller skip the check).
    expect(await reason(decodeFailures(() => decodeImage(wide, { maxPixels: 1_000_000 }).webp().toBuffer()))).toBe('FILE_TYPE_NOT_ACCEPTED');
  });

  it('reads upload text like the GraphQL input guard: trimmed, no NUL, no lone surrogate, bounded', () => {
    expect(uploadText({ alt: '  Façade  ' }, 'alt', 200)).toBe('Façade');
    expect(uploadText({ alt: '   ' }, 'alt', 200)).toBeNull();
    expect(uploadText({}, 'alt', 200)).toBeNull();
    expect(() => uploadText({ alt: 'a\u0000b' }, 'alt', 200)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ fieldErrors: { alt: 'INVALID_TEXT' } }) }),
    );
    expect(() => uploadText({ alt: 'a\uD800b' }, 'alt', 200)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ fieldErrors: { alt: 'INVALID_TEXT' } }) }),
    );
    expect(() => uploadText({ alt: 'x'.repeat(201) }, 'alt', 200)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ fieldErrors: { alt: 'TOO_LONG' } }) }),
    );
    expect(uploadText({ alt: '🍷'.repeat(200) }, 'alt', 200)).toHaveLength(400);
  });
});

describe('media kinds', () => {
  it('each kind has an owner in the topology, a distinct route and a distinct files prefix', () => {
    const { SUBGRAPHS } = jest.requireActual('../topology') as typeof import('../topology');
    for (const k of MEDIA_KIND_LIST) {
      expect(SUBGRAPHS.map((s) => s.name)).toContain(k.owner);
      expect(k.filesPrefix).toMatch(/^[a-z0-9-]+\/$/);
      expect(k.uploadRoute).toMatch(/^\//);
    }
    expect(new Set(MEDIA_KIND_LIST.map((k) => k.uploadRoute)).size).toBe(MEDIA_KIND_LIST.length);
    const prefixes = MEDIA_KIND_LIST.map((k) => k.filesPrefix);
    for (const p of prefixes) expect(prefixes.filter((q) => q.startsWith(p))).toEqual([p]);
    expect(mediaKindOfKey('establishments/a/b.webp')).toBe(kind);
    expect(mediaKindOfKey('other/a/b.webp')).toBeUndefined();
  });
});
