#!/bin/sh
# Qt's xcb platform plugin needs a few X libraries that minimal Debian/Ubuntu machines lack.
# `make run` calls this: when they are missing and we may use apt-get, install them; otherwise say what to install.
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || ldconfig -p 2>/dev/null | grep -q libxcb-cursor.so.0; then
  exit 0
fi
PKGS="libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 \
libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libegl1 fonts-noto-cjk"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing the X libraries Qt needs: $PKGS"
  apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PKGS >/dev/null 2>&1 || echo "warning: could not install $PKGS" >&2
else
  echo "note: Qt may need these packages to open a window: $PKGS" >&2
fi
