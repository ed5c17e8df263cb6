// jsdom with the process in a chosen time zone (issue 53): `testEnvironmentOptions.timezone` per
// project (jest.preset.cjs) or per file (`@jest-environment-options {"timezone": "UTC"}`).
// Setting process.env.TZ in a test file changes nothing, as jest gives each file a copy of `env`;
// the environment runs in the worker's own process, where assigning TZ makes Node reset its zone
// for Date and Intl alike. build/jest/zoned-environment.test.ts checks it does.
const JsdomEnvironment = require('./jsdom-env.cjs');

class ZonedEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    const { timezone = 'UTC', ...jsdomOptions } = config.projectConfig.testEnvironmentOptions;
    super(
      {
        ...config,
        projectConfig: { ...config.projectConfig, testEnvironmentOptions: jsdomOptions },
      },
      context,
    );
    this.previousZone = process.env.TZ;
    process.env.TZ = timezone;
    this.global.process.env.TZ = timezone;
  }

  async teardown() {
    if (this.previousZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousZone;
    await super.teardown();
  }
}

module.exports = ZonedEnvironment;
