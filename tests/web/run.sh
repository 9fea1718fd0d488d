#!/bin/sh
# CTest's entry to the browser tests (browser_test.js, files_test.js): skipped (77) where node,
# chromium, puppeteer-core (tools/setup-web installs it) or the built site (tools/web --build)
# is missing; failed instead where COUPDOEIL_WEB_REQUIRED is set (tools/test sets it).
#   run.sh TEST.js ARGS...   (browser_test.js SITE_DIR COUPDOEIL_CLI SCENARIO OUT_DIR,
#                             files_test.js SITE_DIR COUPDOEIL_CLI OUT_DIR)
if ! command -v node >/dev/null 2>&1; then
  [ -n "$COUPDOEIL_WEB_REQUIRED" ] && { echo "FAILED: no node (COUPDOEIL_WEB_REQUIRED is set)"; exit 1; }
  echo "SKIPPED: no node"
  exit 77
fi
npm_dir=$(dirname "$0")/../../tools/setup-web
NODE_PATH=$("$npm_dir" --print-npm)/node_modules
export NODE_PATH
script=$1
shift
exec node "$(dirname "$0")/$script" "$@"
