export { preloadTooltip, Tooltip } from './Tooltip';
