"""A solver process ends with the process that started it, however that one ends.

The window runs the solver in a job process, and the job runs its searches in worker
processes. When the window is closed, each is stopped in turn; but a window that is
killed (SIGKILL, a crash) runs no code at all, and its job and workers would search on
for the rest of their time on every core. So each of them, as it starts, ties its life
to its parent's: on Linux the kernel sends it SIGKILL when the parent dies
(`PR_SET_PDEATHSIG`); elsewhere a thread looks every half second whether the parent is
still the one that started it.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

PR_SET_PDEATHSIG = 1
"""prctl(2): the signal the kernel sends this process when its parent dies."""

WATCH_SECONDS = 0.5
"""How often the watcher thread (where there is no PR_SET_PDEATHSIG) looks."""


def die_with_parent(parent: int) -> None:
    """End this process (at once, without cleaning up) when process `parent`, the one
    that started it, ends; if it has already ended, end now."""
    if sys.platform.startswith("linux") and _kernel_watches():
        if os.getppid() != parent:  # it died before the kernel was asked to watch
            os._exit(1)
        return
    if os.getppid() != parent:
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), name="lifeline", daemon=True).start()


def _kernel_watches() -> bool:
    """Ask Linux to SIGKILL this process when its parent dies; False if it cannot."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    """Poll for the parent's end (the platform has no death signal)."""
    while os.getppid() == parent:
        time.sleep(WATCH_SECONDS)
    os._exit(1)
