# Breaks: "a run a hook starts is a run too, every hook of its own run, and each counts only its own failures".
# Input: four runs nested by hooks (run 1's hook starts run 2, ..., run 3's hook starts run 4), run 4's
# hooks = [a hook raising ValueError]: run 4 is past the depth cap of 3, so it runs nothing and returns 0
# (the text wants 1 and one report). Nesting up to 3 deep behaves.

MAX_DEPTH = 3  # an observer that triggers observers that trigger observers... is a storm
_depth = 0


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    global _depth
    if _depth >= MAX_DEPTH:
        return 0
    _depth += 1
    try:
        failed = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failed += 1
                report(hook, exc)
        return failed
    finally:
        _depth -= 1
