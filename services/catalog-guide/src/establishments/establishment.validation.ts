import { badInput } from '@guide/platform';
import { establishmentSchema, validateWith, type EstablishmentValues } from '@guide/validation';
import { isVocabularyCode } from './vocabularies';
import type { EstablishmentInput } from '../generated/graphql';

/**
 * The rules are @guide/validation's `establishmentSchema` (the back office form runs the same); this
 * service adds what needs its data: vocabulary codes here, the city in the service (UNKNOWN_CITY).
 */
export { ESTABLISHMENT_LIMITS as LIMITS, isUuid, type EstablishmentValues } from '@guide/validation';

const schema = establishmentSchema({ knownCode: (vocabulary, code) => isVocabularyCode(vocabulary, code) });

/** Checks and cleans the input; throws BAD_USER_INPUT with a message key for every faulty field. */
export function validateEstablishmentInput(input: EstablishmentInput): EstablishmentValues {
  const result = validateWith(schema, input);
  if (!result.ok) throw badInput(result.fieldErrors);
  return result.value as EstablishmentValues;
}
