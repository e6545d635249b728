import { useRef, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  conversationCleared,
  questionAsked,
  resendRequested,
  selectChatError,
  selectChatMessages,
  selectChatStatus,
} from '../chatSlice';
import { ChatView } from './ChatView';

interface ChatConversationProps {
  variant?: 'dialog' | 'page';
  onNavigate?: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The conversation of this browser session, the same in the dialog and on the chat page. */
export function ChatConversation({ variant, onNavigate, inputRef }: ChatConversationProps) {
  const dispatch = useDispatch();
  const messages = useSelector(selectChatMessages);
  const status = useSelector(selectChatStatus);
  const error = useSelector(selectChatError);
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  return (
    <ChatView
      variant={variant}
      messages={messages}
      status={status}
      error={error}
      inputRef={ref}
      onNavigate={onNavigate}
      onSend={(text) => {
        dispatch(questionAsked(text));
        // A quick reply disappears once pressed: keep focus in the conversation.
        ref.current?.focus();
      }}
      onRetry={() => {
        dispatch(resendRequested());
        ref.current?.focus();
      }}
      onClear={() => {
        dispatch(conversationCleared());
        ref.current?.focus();
      }}
    />
  );
}
