import { buffers, eventChannel } from 'redux-saga';
import type { AppSupabaseClient } from '@/lib/supabase';
import { onAuthChange, type AuthEvent } from './authApi';

/**
 * The auth client's state changes as a saga channel. The expanding buffer keeps every event (the default buffer
 * drops some); follow-up Supabase calls happen in the consumer, never inside the callback (Supabase warns that
 * awaiting there can deadlock the client).
 */
export function authEventChannel(client: AppSupabaseClient) {
  return eventChannel<AuthEvent>((emit) => onAuthChange(client, emit), buffers.expanding(8));
}
