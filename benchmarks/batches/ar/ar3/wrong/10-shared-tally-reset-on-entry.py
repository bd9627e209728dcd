# Breaks: "a run a hook starts is a run too, every hook of its own run, and each counts only its own
# failures". The count lives in module state, reset when a run starts, so a nested run resets the outer one's.
# Input: outer hooks=[failing, starter] where starter calls run_observers([ok], ...): the outer run returns 0, not 1.
_tally = {"failures": 0}


def run_observers(hooks, event, report):
    _tally["failures"] = 0  # a fresh count for this run
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            _tally["failures"] += 1
            report(hook, exc)
    return _tally["failures"]
