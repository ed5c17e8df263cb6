#!/usr/bin/env bash
# The end-to-end tests go through the production front (scripts/stack.mjs): Debian's nginx and its
# brotli_static module, which serves the build's brotli copies.
set -euo pipefail
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x /usr/sbin/nginx ] && [ -f "$module" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[test] installing Debian nginx and its brotli module for the end-to-end tests"
  apt-get update -qq
  # RUNLEVEL=1: the package installs nginx without starting the machine's own on port 80
  RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  exit 0
fi
echo "[test] nginx with $module not found: install Debian's nginx and libnginx-mod-http-brotli-static" >&2
exit 1
