import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Jest: the same handlers as the demo worker and Storybook. */
export const server = setupServer(...handlers);
