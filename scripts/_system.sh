# Sourced by scripts/test: in CI (CI=true), install the system tools the tests check with
# when they are missing, so no check is ever left out there. Elsewhere nothing is
# installed: the tests that use a tool run it where it is found.
#   each entry: COMMAND:DEBIAN-PACKAGE
SYSTEM_TOOLS=(
  "desktop-file-validate:desktop-file-utils"
  "appstreamcli:appstream"
  "Xvfb:xvfb"
  "speech-dispatcher:speech-dispatcher"
  "espeak-ng:espeak-ng"
)

ensure_system_tools() {
  [ "${CI:-}" = "true" ] || return 0
  local missing=() entry
  for entry in "${SYSTEM_TOOLS[@]}"; do
    command -v "${entry%%:*}" >/dev/null 2>&1 || missing+=("${entry#*:}")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "CI needs ${missing[*]} and this machine has no apt-get to install them." >&2
    return 1
  fi
  echo "Installing ${missing[*]} ..." >&2
  local log="${TMPDIR:-/tmp}/canfield-apt.log"
  if ! { $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" ||
         { $sudo apt-get update -q && $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"; }; } \
       >"$log" 2>&1; then
    cat "$log" >&2
    echo "Installing ${missing[*]} failed (the log above is also in $log)." >&2
    return 1
  fi
}
