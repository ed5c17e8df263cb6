import './tokens.css';
// `@app/shared/ui`: design tokens and the shared UI pieces (states, modal, avatar, submit pattern).
export * from './state-views';
export * from './query-state-view';
export { elementTiming } from './element-timing';
export { imageLoading } from './image-loading';
export * from './modal';
export { ModalDepth, useModalLayer } from './use-modal-layer';
export { MODAL_KEEP_ATTRIBUTE } from './inert-outside';
export * from './remote-widget';
export * from './avatar';
export * from './avatar-id';
export * from './use-server-action';
export { useNearViewport } from './use-near-viewport';
export * from './market-time-input';
