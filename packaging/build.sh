#!/usr/bin/env bash
# Build the double-click Farmhouse app with PyInstaller (one folder, windowed).
#
#   bash packaging/build.sh              -> dist/Farmhouse/Farmhouse (Linux; .exe on Windows,
#                                           dist/Farmhouse.app on macOS)
#   bash packaging/build.sh --install    -> also, on Linux, add it to your desktop's app menu
#                                           (~/.local/bin, ~/.local/share/applications, icons)
#
# Needs the "build" extra: python -m pip install -e ".[build]"
# Environment: PYTHON (default python3), FARMHOUSE_DIST (default dist),
# FARMHOUSE_WORK (default build/pyinstaller).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
DIST=${FARMHOUSE_DIST:-dist}
WORK=${FARMHOUSE_WORK:-build/pyinstaller}
INSTALL=0
for arg in "$@"; do
    case "$arg" in
        --install) INSTALL=1 ;;
        *) echo "usage: $0 [--install]" >&2; exit 2 ;;
    esac
done

if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
    echo "PyInstaller is missing: run  $PYTHON -m pip install -e \".[build]\"" >&2
    exit 1
fi

"$PYTHON" -m PyInstaller --noconfirm --clean --distpath "$DIST" --workpath "$WORK" \
    packaging/farmhouse.spec

if [[ "$(uname -s)" == Linux ]]; then
    # The spec rendered the icons into its work folder ($WORK/farmhouse/icons).
    cp packaging/farmhouse.desktop "$WORK/farmhouse/icons/farmhouse.png" "$DIST/Farmhouse/"
    if [[ $INSTALL == 1 ]]; then
        app=$(cd "$DIST/Farmhouse" && pwd)
        mkdir -p ~/.local/bin ~/.local/share/applications ~/.local/share/icons/hicolor/256x256/apps
        ln -sf "$app/Farmhouse" ~/.local/bin/farmhouse
        cp "$app/farmhouse.png" ~/.local/share/icons/hicolor/256x256/apps/farmhouse.png
        sed "s|^Exec=.*|Exec=$app/Farmhouse %f|; s|^TryExec=.*|TryExec=$app/Farmhouse|" \
            packaging/farmhouse.desktop > ~/.local/share/applications/farmhouse.desktop
        echo "Installed: Farmhouse is in your app menu; 'farmhouse' runs it from ~/.local/bin."
    fi
elif [[ $INSTALL == 1 ]]; then
    echo "--install only applies to Linux; open $DIST/ instead." >&2
fi
echo "Built $DIST/Farmhouse"
