/** The chat assistant's pure logic (see engine.ts); the one entry for the Deno function, the mock and the tests. */
export { answerQuestion, TRUNCATION_NOTICE } from './engine';
export { buildKnowledge, berlinDay, contactFromSettings, SETTINGS_COLUMNS } from './knowledge';
export type {
  KnowledgeRows,
  LocationInputRow,
  SeminarInputRow,
  SessionInputRow,
  SettingsInputRow,
  TrainerInputRow,
  WebinarInputRow,
} from './knowledge';
export { handleChatRequest, messageOf, type ChatHttpResult } from './handler';
export { chatPaths, INJECTION_NOTE, shortTitle, STARTER_QUESTIONS } from './answers';
export { UNSURE_TEXT } from './handover';
export { CATEGORY_NAMES, CITY_NAMES } from './lexicon';
export { formatDay, formatEuro, grossCents } from './format';
export { fold, cutMessage, MAX_MESSAGE_LENGTH } from './normalize';
export { understand } from './understand';
export type * from './types';
