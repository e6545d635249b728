/**
 * Puts the chat slice and saga into the running store the first time the chat is needed (the launcher's first
 * press, or the chat page). The store comes from `useStore()`.
 */
import { asFeatureHost } from '@/lib/featureHost';
import { chatSaga } from './chatSaga';
import { chatSlice } from './chatSlice';

const injected = new WeakSet<object>();

export function injectChat(store: object): void {
  if (injected.has(store)) return;
  const host = asFeatureHost(store);
  host.injectSlice(chatSlice);
  host.runSaga(chatSaga);
  injected.add(store);
}
