# Breaks "Every `Exception` counts" and "For each hook that raised ... `report` is called":
# a TypeError is read as "this hook takes another kind of event" and skipped silently.
# Input: hooks=[h] with h raising TypeError("bad operand"): returns 0, report never called;
# expected 1 and report(h, that TypeError).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except TypeError:
            continue  # the hook was written for the other event type (Post vs Stop)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
