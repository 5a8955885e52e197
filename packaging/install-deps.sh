#!/usr/bin/env bash
# Installs every Debian package that Fabric Planner needs to build, test and run.
# Idempotent; works as root or through sudo. Nothing else is ever installed by hand.
set -euo pipefail

packages=(
  # toolchain; lld links every target (cmake/FabricFlags.cmake)
  build-essential cmake ninja-build pkg-config git ccache lld
  # core
  libboost-graph-dev libsqlite3-dev sqlite3 nlohmann-json3-dev libxlsxwriter-dev
  # ui
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  libqt6opengl6-dev libgl-dev libxkbcommon-dev qt6-qpa-plugins
  # tests and benchmarks; clang and its runtime (sanitizers, libFuzzer) for the asan and fuzz presets
  clang libclang-rt-14-dev
  libbenchmark-dev xvfb xauth imagemagick poppler-utils
  libreoffice-calc-nogui ibsim-utils opensm
  # locale sources: a test builds de_DE (decimal comma) to read nccl-tests' output under it
  locales
  # packaging: icons rendered from SVG, the .deb checked by the distribution's own validators
  librsvg2-bin desktop-file-utils appstream lintian
  # translations: Qt's own strings (standard dialogs) in Chinese
  qt6-translations-l10n
  # fonts so that offscreen rendering and PDFs have glyphs
  fonts-dejavu-core
  # Chinese glyphs for the zh_CN interface and screenshots (Noto), and for PDFs (WenQuanYi: its
  # ideographs copy and search as themselves; ui/render/documentfont.h)
  fonts-noto-cjk fonts-wqy-microhei
  # emoji and symbols typed into names, in PDFs (ui/render/documentfont.h)
  fonts-symbola
)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages already installed"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
as_root apt-get update
as_root apt-get install -y --no-install-recommends "${missing[@]}"
