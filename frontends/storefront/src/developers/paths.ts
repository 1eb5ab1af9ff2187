/** The partners' pages (French and English share them; `/en` is added for English). */
export const DEVELOPERS_PATH = '/developers';
export const REFERENCE_PATH = '/developers/reference';
