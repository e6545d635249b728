/** The chat assistant's pure logic (see engine.ts); the one entry for the Deno function, the mock and the app. */
export { answerQuestion, TRUNCATION_NOTICE } from './engine';
export { buildCatalogue, berlinDay } from './catalogue';
export type {
  CatalogueRows,
  LocationInputRow,
  SeminarInputRow,
  SessionInputRow,
  SettingsInputRow,
  WebinarInputRow,
} from './catalogue';
export { contactFromSettings, handleChatRequest, messageOf, type ChatHttpResult } from './handler';
export { chatPaths, shortTitle, STARTER_QUESTIONS } from './answers';
export { CATEGORY_NAMES, CITY_NAMES } from './lexicon';
export { formatEuro, grossCents } from './format';
export { fold, cutMessage, MAX_MESSAGE_LENGTH } from './normalize';
export { understand } from './understand';
export type * from './types';
