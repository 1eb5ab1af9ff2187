import * as yup from 'yup';
import { MessageKey as K } from './messages';

/**
 * The cms media library (services/cms/src/media): folder names and a file's texts. The service runs
 * these schemas, the admin's folder dialog and file drawer the same ones; bounds mirror the SDL.
 */
export const MEDIA_LIMITS = {
  folderName: 80,
  alt: 250,
  title: 200,
  /** Folder levels (a root folder is level 1). */
  depth: 5,
  /** Files of one mass deletion (the SDL's "Max 100 items"). */
  deleteBatch: 100,
} as const;

/** Largest file of each kind (bytes): images as everywhere else (5 MB), PDF and office documents 10 MB. */
export const MEDIA_MAX_BYTES = { IMAGE: 5 * 1024 * 1024, PDF: 10 * 1024 * 1024, DOCUMENT: 10 * 1024 * 1024 } as const;

/** The kinds of file the library keeps. Videos are refused: they are embedded from YouTube/Vimeo (see the media README). */
export const MEDIA_FILE_KINDS = ['IMAGE', 'PDF', 'DOCUMENT'] as const;
export type MediaFileKind = (typeof MEDIA_FILE_KINDS)[number];

/** What the upload area announces and the service accepts, by file name extension. */
export const MEDIA_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp';

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => yup.string().trim().nullable().default(null).transform(emptyToNull).max(max, K.TOO_LONG);

/** MediaFolderInput (name) — the parent is checked by the service. */
export const mediaFolderSchema = yup.object({
  name: yup.string().trim().required(K.REQUIRED).max(MEDIA_LIMITS.folderName, K.TOO_LONG),
});

/** MediaFileInput: alt texts and title (blank = none); the folder move is checked by the service. */
export const mediaFileSchema = yup.object({
  altText: optionalText(MEDIA_LIMITS.alt),
  altTextEn: optionalText(MEDIA_LIMITS.alt),
  title: optionalText(MEDIA_LIMITS.title),
});
export type MediaFileValues = yup.InferType<typeof mediaFileSchema>;
