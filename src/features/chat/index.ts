import { lazyPage } from '@/lib/lazyPage';

export const ChatPage = lazyPage(() => import(/* webpackChunkName: "chat" */ './pages/ChatPage'), 'ChatPage');
