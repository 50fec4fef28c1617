export { AllowList, invalidAllowEntries, isAddressOrRange } from './allow-list.js';
export { createOutboundPolicy, type OutboundAnswer, OutboundPolicy, type OutboundRefusal } from './policy.js';
