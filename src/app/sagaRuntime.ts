import type { Action } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel, type Saga, type SagaMiddleware } from 'redux-saga';
import { reportSagaError } from './reportSagaError';
import { rootSaga } from './rootSaga';

/**
 * redux-saga itself, in the "sagas" chunk: the browser loads it after the first paint, since the first paint needs
 * no saga. `channel` lets the store hand a saga the actions it missed while this chunk was on its way.
 */
export interface SagaRuntime {
  middleware: SagaMiddleware;
  channel: { put: (action: { type: string }) => void };
  rootSaga: Saga;
}

export function createSagaRuntime(): SagaRuntime {
  const channel = stdChannel<Action>();
  return { middleware: createSagaMiddleware({ channel, onError: reportSagaError }), channel, rootSaga };
}
