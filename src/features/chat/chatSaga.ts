import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { requestEndpoint } from '@/lib/api';
import { chatApi } from './chatApi';
import {
  answerFailed,
  answerReceived,
  conversationCleared,
  questionAsked,
  resendRequested,
  selectChatMessages,
  selectLastQuestion,
  type ChatAnswer,
} from './chatSlice';
import { writeStoredConversation } from './chatStorage';

/** After this long without an answer the question counts as failed (and can be resent). */
export const CHAT_TIMEOUT_MS = 20_000;
export const CHAT_ERROR_TEXT = 'Die Antwort konnte nicht geladen werden. Bitte versuchen Sie es erneut.';
export const CHAT_TIMEOUT_TEXT = 'Der Chat-Assistent antwortet gerade nicht. Bitte versuchen Sie es erneut.';

/** The endpoint's answer, or a throw; a question that lost the race against the timeout is aborted. */
function* fetchAnswer(question: string) {
  // Not tracked: the conversation lives in the chat slice, the API's state need not keep every answer too.
  return yield* requestEndpoint(chatApi.endpoints.chatAnswer.initiate(question, { track: false }));
}

function* ask(question: string) {
  try {
    const { answer }: { answer?: ChatAnswer } = yield race({
      answer: call(fetchAnswer, question),
      timeout: delay(CHAT_TIMEOUT_MS),
    });
    if (answer) yield put(answerReceived(answer));
    else yield put(answerFailed(CHAT_TIMEOUT_TEXT));
  } catch {
    yield put(answerFailed(CHAT_ERROR_TEXT));
  }
}

function* persist() {
  const messages: ReturnType<typeof selectChatMessages> = yield select(selectChatMessages);
  yield call(writeStoredConversation, messages);
}

/** One question at a time: a question (or a resend) waits for its answer before the next is taken. */
export function* chatSaga() {
  yield takeEvery([questionAsked.type, answerReceived.type, conversationCleared.type], persist);
  while (true) {
    yield take([questionAsked.type, resendRequested.type]);
    const question: string | null = yield select(selectLastQuestion);
    if (question) yield call(ask, question);
  }
}
