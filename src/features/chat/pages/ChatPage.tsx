import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { ChatConversation } from '../components/ChatConversation';
import { selectChatInjected } from '../chatSlice';
import { injectChat } from '../injectChat';

/** The chat assistant as a page: the same conversation as the dialog (same slice, injected when the page loads). */
export function ChatPage() {
  const { pathname } = useLocation();
  const store = useStore();
  // Injecting (a no-op once done) puts `chat` into the state, which renders the conversation.
  useEffect(() => injectChat(store), [store]);
  const ready = useSelector(selectChatInjected);
  return (
    <>
      <PageMeta
        title="Chat-Assistent"
        description="Fragen Sie unseren Chat-Assistenten nach Seminaren, Terminen und Preisen."
        path={pathname}
        // A conversation exists only in each visitor's browser: nothing here for a search index (not in sitemap.xml).
        noIndex
      />
      <ScreenIntro heading="Chat-Assistent" lead="Fragen Sie nach Seminaren, Terminen, Preisen und Webinaren." />
      {ready ? <ChatConversation variant="page" /> : null}
    </>
  );
}
