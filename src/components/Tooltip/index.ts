export { Tooltip } from './Tooltip';
