#!/usr/bin/env bash
# Screenshots of an HTML report in headless Chromium (Debian's package: apt-get install
# chromium) at desktop and phone width, to look at what a report shows.
#
# Usage: scripts/report_screenshots.sh REPORT.html OUT_DIR [HEIGHT]
#   writes OUT_DIR/<report>-1280.png and OUT_DIR/<report>-390.png
set -euo pipefail
report="$(realpath "$1")"
out="$2"
height="${3:-4000}"
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  echo "report_screenshots: no chromium here (apt-get install chromium)" >&2
  exit 2
fi
mkdir -p "$out"
name="$(basename "$report" .html)"
for width in 1280 390; do
  # --no-sandbox: the sandbox needs user namespaces, which containers often lack.
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$width,$height" --screenshot="$out/$name-$width.png" "file://$report" \
    2>/dev/null
  echo "$out/$name-$width.png"
done
