export { NotFoundPage } from './NotFoundPage';
export { default as statusPageStyles } from './StatusPage.module.css';
