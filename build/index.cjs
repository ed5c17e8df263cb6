module.exports = {
  ...require('./shared-map.cjs'),
  ...require('./webpack-app.cjs'),
};
