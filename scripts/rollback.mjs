#!/usr/bin/env node
// `npm run rollback -- <remote>`: points the remote's registry entry back at the release registered
// before the current one. The files of every release stay served; the next page load runs it.
import { adminSession, registryId, rollbackRelease } from './release-api.mjs';

async function main() {
  const [remote] = process.argv.slice(2);
  if (!remote) throw new Error('usage: npm run rollback -- <remote>');
  const id = registryId(remote);
  const answer = await rollbackRelease(await adminSession(), id);
  console.log(`[rollback] ${id} is back on ${answer.current}`);
}

main().catch((err) => {
  console.error(`[rollback] ${err.message}`);
  process.exit(1);
});
