/** The chat chunk as the launcher loads it on its first press (`import(/* webpackChunkName: "chat" *\/ …)`). */
export { ChatDialog } from './components/ChatDialog';
export { injectChat } from './injectChat';
