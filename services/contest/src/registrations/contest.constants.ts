/** Spec §3: the four prize categories (@guide/vocabulary, shared with the registration form). */
export { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
