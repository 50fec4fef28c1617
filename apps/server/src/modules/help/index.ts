/**
 * Help: what each console section is for and the terms it uses, in English and 简体中文. Static
 * text kept with the server so every language answers the same sections; it uses no other module.
 */
export { helpOf, helpTexts } from './help.js';
export { helpRoutes } from './routes.js';
export type { HelpTexts } from './texts.js';
