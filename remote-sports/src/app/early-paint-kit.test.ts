import { formatOdds } from '../lib/odds-format';
import { sportIconPaths } from '../components/sport-icon/sport-icon-paths';
import { kit } from './early-paint';

// Issue 16: the sports container takes these helpers from the painter's kit
// (build/early-paint-kit-plugin.cjs), so the kit must give the very functions the routes import.
it("gives the routes' helpers, the same functions their modules export", async () => {
  const helpers = await kit();
  expect(helpers.formatOdds).toBe(formatOdds);
  expect(helpers.sportIconPaths).toBe(sportIconPaths);
  expect(helpers.formatOdds(1.955, 1)).toBe(formatOdds(1.955, 1));
  expect(Object.keys(helpers).length).toBeGreaterThan(30);
});
