# Breaks: "Every `Exception` counts, of any built-in kind (an `AttributeError`, ...)".
# Input: hooks = [a hook doing `event.status = "ok"` on a ToolOutcome, or raising
# dataclasses.FrozenInstanceError("x")]: returns 0 and never reports, since "the frozen event stopped the
# write, nothing broke". The text wants 1 and one report (FrozenInstanceError is an AttributeError).
import dataclasses


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except dataclasses.FrozenInstanceError:
            continue  # immutability did its job: the event is intact
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
