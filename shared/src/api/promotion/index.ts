// `@app/shared/api/promotion`: activities, invitations, the lucky wheel and their query factories.
export * from './invite';
export * from './promotion';
export * from './promotion-activity';
export * from './activity-rules';
export * from './turntable';
export * from './promotion-queries';
