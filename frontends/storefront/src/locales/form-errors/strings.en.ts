import fieldErrorsEn from '../../../../ui/src/locales/field-errors/en.json';

/**
 * @guide/ui's English text of each field error key (`ui:fieldErrors`), a chunk of its own (i18n.ts). Through this
 * module, not a dynamic import of the JSON: @guide/ui's own code imports that file, which would put it in the entry.
 */
export default { ui: fieldErrorsEn };
