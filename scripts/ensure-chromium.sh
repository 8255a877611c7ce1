#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it where we can; say exactly what to do where we cannot.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM and it is not there.
  On Debian or Ubuntu:  sudo apt-get install -y chromium
  Elsewhere: install Chromium or Chrome and run  CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
