/**
 * What features show in the console frame beside their screens. The frame reaches features only
 * through screens/, as it does for the route table's screens.
 */

export { HelpButton } from '../features/help/HelpButton.js';
export { NotificationBell } from '../features/review/NotificationBell.js';
