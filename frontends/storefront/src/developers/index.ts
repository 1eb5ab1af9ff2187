/** The partners' pages: one lazily loaded chunk, so no visitor of the guide downloads them. */
export { DevelopersPage } from './DevelopersPage';
export { SchemaReferencePage } from './SchemaReferencePage';
