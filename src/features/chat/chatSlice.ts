import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatAnswer, ChatLink } from '@shared/chat/types';
import { cutMessage, MAX_MESSAGE_LENGTH } from '@shared/chat/normalize';
import { CHAT_HISTORY_LIMIT, readStoredConversation } from './chatStorage';

export type { ChatAnswer, ChatLink };

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  /** Plain text; shown as text, never as HTML. */
  text: string;
  links: ChatLink[];
  quickReplies: string[];
  /** A note under the message, e.g. that it was cut to MAX_MESSAGE_LENGTH characters. */
  notice?: string;
}

export type ChatStatus = 'idle' | 'waiting' | 'failed';

export interface ChatState {
  messages: ChatMessage[];
  status: ChatStatus;
  /** German, user-facing; set while `failed`. */
  error: string | null;
}

export const CUT_NOTICE = `Ihre Nachricht war länger als ${MAX_MESSAGE_LENGTH} Zeichen und wurde gekürzt.`;
export const UNANSWERED_TEXT = 'Ihre letzte Frage wurde noch nicht beantwortet.';

declare module '@/lib/featureHost' {
  interface LazyLoadedSlices {
    chat: ChatState;
  }
}

/** The conversation of this browser session; a question left unanswered (tab reloaded while waiting) can be resent. */
function initialState(): ChatState {
  const messages = readStoredConversation();
  const unanswered = messages.at(-1)?.role === 'user';
  return { messages, status: unanswered ? 'failed' : 'idle', error: unanswered ? UNANSWERED_TEXT : null };
}

function keepRecent(state: ChatState) {
  if (state.messages.length > CHAT_HISTORY_LIMIT) state.messages.splice(0, state.messages.length - CHAT_HISTORY_LIMIT);
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    questionAsked: {
      reducer(state, action: PayloadAction<ChatMessage>) {
        state.messages.push(action.payload);
        keepRecent(state);
        state.status = 'waiting';
        state.error = null;
      },
      /** Trims the question and cuts it to MAX_MESSAGE_LENGTH characters (with a notice). */
      prepare(text: string) {
        const { text: question, cut } = cutMessage(text.trim());
        const message: ChatMessage = { id: nanoid(), role: 'user', text: question, links: [], quickReplies: [] };
        if (cut) message.notice = CUT_NOTICE;
        return { payload: message };
      },
    },
    answerReceived: {
      reducer(state, action: PayloadAction<ChatMessage>) {
        state.messages.push(action.payload);
        keepRecent(state);
        state.status = 'idle';
        state.error = null;
      },
      prepare(answer: ChatAnswer) {
        const message: ChatMessage = {
          id: nanoid(),
          role: 'assistant',
          text: answer.text,
          links: answer.links,
          quickReplies: answer.quickReplies,
        };
        if (answer.notice) message.notice = answer.notice;
        return { payload: message };
      },
    },
    answerFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    resendRequested(state) {
      state.status = 'waiting';
      state.error = null;
    },
    conversationCleared(state) {
      state.messages = [];
      state.status = 'idle';
      state.error = null;
    },
  },
});

export const { questionAsked, answerReceived, answerFailed, resendRequested, conversationCleared } = chatSlice.actions;

type WithChat = { chat?: ChatState };
const EMPTY: ChatState = { messages: [], status: 'idle', error: null };

/** Selectors that also work before the slice is injected (an empty conversation). */
export const selectChat = (state: WithChat): ChatState => state.chat ?? EMPTY;
/** Whether the chat's slice is in the store yet (it is injected when the chat is first needed). */
export const selectChatInjected = (state: WithChat) => state.chat !== undefined;
export const selectChatMessages = (state: WithChat) => selectChat(state).messages;
export const selectChatStatus = (state: WithChat) => selectChat(state).status;
export const selectChatError = (state: WithChat) => selectChat(state).error;
/** The newest question, the one to (re)send. */
export function selectLastQuestion(state: WithChat): string | null {
  const messages = selectChatMessages(state);
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role === 'user') return message.text;
  }
  return null;
}
