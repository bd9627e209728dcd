# Breaks: "Return how many hooks failed" (only hooks that raised). Input: a hook recursing 100
# frames and returning normally (`def deep(e, n=100): return deep(e, n - 1) if n else None`):
# 0 expected; this answer caps each hook at 60 frames with sys.setrecursionlimit ("a runaway
# observer must not blow the stack"), so the hook fails with RecursionError and is counted.
import sys

HOOK_FRAMES = 60


def _depth():
    frame, depth = sys._getframe(), 0
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    return depth


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(_depth() + HOOK_FRAMES)
    try:
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failures += 1
                report(hook, exc)
    finally:
        sys.setrecursionlimit(previous)
    return failures
