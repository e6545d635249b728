export { EmptyState, ErrorState, LoadingState } from './States';
