# Wrong: "Every Exception counts, of any built-in kind". A hook raising
# UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte") is skipped as "bad event text":
# not reported, not counted (returns 0, expected 1).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except UnicodeError:
            continue  # the event's text could not be decoded: the event's fault, not the hook's
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
