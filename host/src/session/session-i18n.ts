/** i18next namespace of the session dialogs (messages: src/app/messages). */
export const SESSION_NS = 'session';
