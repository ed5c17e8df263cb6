// `@app/shared/api/rg`: responsible gambling (limits, breaks, reality check), its query factories and
// the member's RG view. An entry of its own (issue 16): the host runs it on every page (the reality
// check, the register form's age), so a remote that only checks a member's limits, like the bet slip,
// does not load the member domain's other calls with it.
export * from './responsible-gambling';
export * from './rg-queries';
export * from './use-rg-state';
