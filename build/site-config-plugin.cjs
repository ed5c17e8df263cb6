// Emits the host's config.json from the config file SITE_CONFIG names (build/site-config.cjs):
// a build with a config that does not match the schema fails.
const webpack = require('webpack');
const { readSiteConfig } = require('./site-config.cjs');

class SiteConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SiteConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteConfigPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const json = `${JSON.stringify(readSiteConfig(), null, 2)}\n`;
            compilation.emitAsset('config.json', new webpack.sources.RawSource(json));
          } catch (err) {
            compilation.errors.push(new webpack.WebpackError(err.message));
          }
        },
      );
    });
  }
}

module.exports = { SiteConfigPlugin };
