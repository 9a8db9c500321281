#!/bin/bash
# What a screen reader sees of Farmhouse: the real window under Xvfb with a session D-Bus and
# the AT-SPI bus, read by pyatspi (needs at-spi2-core and python3-pyatspi from apt).
#
#   dbus-run-session -- tools/atspi/check.sh GAME_ID [LANG] [--toy]
#
# Prints the accessible tree mid-game and the announcement and focus events; the last line
# says whether the app exited cleanly.
set -u
GAME=${1:?game id}; LANG_=${2:-en}; EXTRA=${3:-}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=${PYTHON:-python}
LOG=$(mktemp /tmp/atspi-app.XXXXXX.log)
# a display number no other X server uses (Xvfb -displayfd picks one and prints it)
exec 5< <(Xvfb -displayfd 1 -screen 0 1280x800x24 2>/dev/null)
XPID=$!
read -r -t 10 DISPLAY_NO <&5 || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$DISPLAY_NO
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
BPID=$!
sleep 2
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 QT_QPA_PLATFORM=xcb
FARMHOUSE_DATA_DIR=$(mktemp -d) "$PY" "$HERE/app.py" "$GAME" "$LANG_" 14 $EXTRA > "$LOG" 2>&1 &
APID=$!
sleep 1
timeout 40 /usr/bin/python3 "$HERE/dump.py" 13
wait $APID
echo "app exit status: $?"
grep -h "keys sent\|exited cleanly" "$LOG"
kill $BPID $XPID 2>/dev/null
