export { HeaderMenu, preloadHeaderMenu } from './HeaderMenu';
