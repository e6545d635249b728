import { lazyPage } from '@/lib/lazyPage';

export const ChatPage = lazyPage(() => import(/* webpackChunkName: "chat" */ './pages/ChatPage'), 'ChatPage');
/** The floating button (entry chunk); everything else of the chat loads on its first press. */
export { ChatLauncher } from './components/ChatLauncher';
