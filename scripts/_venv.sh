# Shared by scripts/play and scripts/test: make sure .venv exists and holds what
# pyproject.toml asks for. Re-installs only when pyproject.toml, setup.py or the solver's C
# prover (built by the install where a C compiler is found) changed.
set -euo pipefail
ROOT="${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"  # the caller's, if it set one
VENV="$ROOT/.venv"
PY="${PYTHON:-python3}"
extras="${1:-}"

stamp="$VENV/.installed${extras:+-$extras}"
current() {
  [ -f "$1" ] && [ ! "$ROOT/pyproject.toml" -nt "$1" ] && [ ! "$ROOT/setup.py" -nt "$1" ] &&
    [ ! "$ROOT/canfield/solver/_prover.c" -nt "$1" ] || return 1
  local part
  for part in "$ROOT"/canfield/solver/prover/*.h; do
    [ ! "$part" -nt "$1" ] || return 1
  done
}
# Set up already (the usual case, on every start of the game): nothing to check. The dev
# install (scripts/test) holds everything the game needs too.
if [ -x "$VENV/bin/python" ] && { current "$stamp" || { [ -z "$extras" ] && current "$VENV/.installed-dev"; }; }; then
  return 0
fi
if ! command -v "$PY" >/dev/null 2>&1; then
  echo "Canfield needs Python 3.11 or newer (python3 was not found)." >&2
  exit 1
fi
if ! "$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'; then
  echo "Canfield needs Python 3.11 or newer; $("$PY" --version) was found." >&2
  exit 1
fi
if [ ! -x "$VENV/bin/python" ]; then
  echo "Setting up $VENV ..." >&2
  "$PY" -m venv "$VENV"
fi
if ! current "$stamp"; then
  echo "Installing Canfield and what it needs into $VENV ..." >&2
  log="$VENV/install.log"
  target="$ROOT"
  [ -n "$extras" ] && target="$ROOT[$extras]"
  # pip's and the build backend's chatter goes to a log, shown only if something fails.
  # The "compat" editable mode puts the repo on the path with a plain .pth line; the
  # default mode imports a finder module (pathlib, importlib.util …) at every start of
  # Python, ~30 ms before the game's first line runs. Where a setuptools no longer has
  # "compat", the default mode is used.
  if ! { "$VENV/bin/python" -m pip install --disable-pip-version-check --upgrade pip &&
         { "$VENV/bin/python" -m pip install --disable-pip-version-check -e "$target" \
             --config-settings editable_mode=compat ||
           "$VENV/bin/python" -m pip install --disable-pip-version-check -e "$target"; }; } \
       >"$log" 2>&1; then
    cat "$log" >&2
    echo "Setting up $VENV failed (the log above is also in $log)." >&2
    exit 1
  fi
  if [ -z "$extras" ]; then
    # Speech through prism where it has a wheel; without it the game speaks to Speech
    # Dispatcher itself (or stays silent): never a reason not to start.
    "$VENV/bin/python" -m pip install --disable-pip-version-check --only-binary=:all: \
      "prismatoid>=0.18.3" >>"$log" 2>&1 || echo "(speech through prism is not available here)" >>"$log"
  fi
  touch "$stamp"
fi
