#!/usr/bin/env bash
# Debian packages Herald uses beside npm: Chromium and CJK fonts for the browser journeys and preview
# screenshots, PostgreSQL for the tests on a real server, and ffmpeg for the material library's video
# posters and facts. Installs only what is missing; needs root (or sudo) and apt.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v fc-list >/dev/null || missing+=(fontconfig)
# grep reads the whole list (no -q): an early exit would fail fc-list with SIGPIPE under pipefail.
fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null || missing+=(fonts-noto-cjk)
command -v pg_ctlcluster >/dev/null || missing+=(postgresql)
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi
echo "installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
