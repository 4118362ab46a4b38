#!/usr/bin/env bash
# Installs the system libraries labelcopy builds against, and the fonts its tests measure
# with, when they are missing.
# Debian/Ubuntu: apt-get (as root, or through sudo). macOS: see README ("On macOS").
set -euo pipefail

# libedit-dev: line editing and history in `suggest` at a terminal. libharfbuzz-dev: `--font`
# measuring. The fonts are for the width tests, which compare the embedded width table with
# HarfBuzz on Inter and Noto (they skip when the files are absent).
packages=(libicu-dev pkg-config libharfbuzz-dev libedit-dev fonts-inter fonts-noto-core fonts-noto-cjk)
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
else
  echo "install-deps: not a Debian/Ubuntu system; install ICU and pkg-config yourself (see README)." >&2
  exit 0
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
