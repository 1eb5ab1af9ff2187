/**
 * @guide/validation: one set of rules for the forms (Formik + Yup) and the services (PRODUCT-SPEC §5).
 * Runs in browsers and in Node: no Node-only imports.
 */
export * from './messages';
export * from './rules';
export * from './password';
export * from './schemas';
export * from './errors';
export * from './establishment';
export * from './content';
export * from './limits';
export * from './shop';
export * from './contest';
export * from './menu';
export * from './branding';
export * from './media';
export * from './forms';
export * from './owner-post';
export * from './review';
export * from './customer-admin';
