export { ScreenIntro } from './ScreenIntro';
